import { links } from '@mercado/shared/links';
import { Link } from '@mercado/shared/react';
import { PaginaTexto } from '../../componentes/PaginaTexto.tsx';
import { CONTACTO } from '../../lib/contacto.ts';

export function PoliticasPrivacidad({ zona }: { zona: string }) {
  return (
    <PaginaTexto
      titulo="Políticas de privacidad"
      entradilla="Le explicamos qué datos personales usamos, para qué y cómo puede ejercer sus derechos sobre ellos."
    >
      <p>
        Tratamos sus datos con respeto a su intimidad y a su derecho a conocer y controlar la información que
        tenemos sobre usted, reconocidos en los artículos 28 y 60 de la Constitución de la República
        Bolivariana de Venezuela.
      </p>

      <h2>Datos que recogemos</h2>
      <ul>
        <li>
          <strong>De su cuenta:</strong> nombre, correo electrónico, tipo y número de documento de identidad y
          teléfono.
        </li>
        <li>
          <strong>De sus pedidos:</strong> direcciones de entrega, productos comprados, montos, método de pago
          y la referencia de la operación (por ejemplo, el número de un Pago Móvil). No guardamos claves
          bancarias ni datos de tarjetas.
        </li>
        <li>
          <strong>Técnicos:</strong> la información necesaria para que la tienda funcione, como su sesión, su
          carrito, su zona y su moneda preferidas, guardados en el almacenamiento local de su navegador.
        </li>
      </ul>

      <h2>Para qué los usamos</h2>
      <ul>
        <li>Crear y administrar su cuenta, y mostrarle los precios de su tipo de cliente.</li>
        <li>Preparar, cobrar y entregar sus pedidos, y contactarle sobre ellos.</li>
        <li>Atender sus consultas, reclamos y devoluciones.</li>
        <li>Prevenir fraudes y proteger la seguridad de la tienda y de sus clientes.</li>
        <li>
          Enviarle ofertas y novedades, solo si usted lo autoriza; puede dejar de recibirlas cuando quiera.
        </li>
      </ul>

      <h2>Con quién los compartimos</h2>
      <p>
        No vendemos sus datos. Solo compartimos lo imprescindible con quienes nos ayudan a prestarle el
        servicio: el personal de reparto recibe su nombre, teléfono y dirección de entrega, y los bancos o
        plataformas de pago, los datos necesarios para verificar su pago. También los entregaremos a las
        autoridades cuando una orden legal lo exija.
      </p>

      <h2>Cómo los protegemos</h2>
      <p>
        Su contraseña se guarda solo como un resumen cifrado que nadie puede leer, tampoco nuestro personal.
        El acceso a los datos de clientes está limitado a los empleados que los necesitan para su trabajo.
      </p>

      <h2>Cuánto tiempo los conservamos</h2>
      <p>
        Mientras su cuenta esté activa y, después, solo el tiempo que exijan las obligaciones contables y
        fiscales de las compras realizadas.
      </p>

      <h2>Sus derechos</h2>
      <p>
        Puede consultar y actualizar sus datos en <Link to={links.miCuenta()}>Mi cuenta</Link>, y pedir la
        eliminación de su cuenta desde esa misma sección. Para cualquier otra solicitud sobre sus datos,
        escríbanos a <a href={`mailto:${CONTACTO.correo}`}>{CONTACTO.correo}</a>.
      </p>

      <h2>Menores de edad</h2>
      <p>
        La tienda está dirigida a personas mayores de 18 años, que son quienes pueden crear una cuenta y
        comprar.
      </p>

      <h2>Cambios</h2>
      <p>
        Si cambiamos esta política, publicaremos aquí la nueva versión. Consulte también nuestros{' '}
        <Link to={links.terminosCondiciones(zona)}>términos y condiciones</Link>.
      </p>
    </PaginaTexto>
  );
}
