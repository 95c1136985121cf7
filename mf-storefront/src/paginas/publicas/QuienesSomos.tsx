import { links } from '@mercado/shared/links';
import { Link } from '@mercado/shared/react';
import { usePromesaEnvio } from '@mercado/shared/react/dinero';
import * as texto from '../../componentes/PaginaTexto.module.css';
import { PaginaTexto } from '../../componentes/PaginaTexto.tsx';
import { CONTACTO } from '../../lib/contacto.ts';

export function QuienesSomos({ zona }: { zona: string }) {
  const promesaEnvio = usePromesaEnvio(zona);
  return (
    <PaginaTexto
      titulo="Quiénes somos"
      entradilla="Somos un supermercado en línea venezolano: hacemos el mercado por usted y se lo llevamos a la puerta de su casa."
    >
      <p className={texto.destacado}>
        {promesaEnvio && <strong>{promesaEnvio}. </strong>}Escoja sus productos, pague como le resulte más
        cómodo y reciba su pedido en el día y la franja horaria que elija al pagar.
      </p>

      <h2>Qué hacemos</h2>
      <p>
        Reunimos en un solo lugar lo que se compra en el supermercado de siempre: víveres, charcutería,
        carnes, frutas y verduras, lácteos, bebidas, productos de limpieza y de cuidado personal. Trabajamos
        por zonas de mercado, de modo que cada zona ve los productos y las existencias de las tiendas que la
        atienden, con precios claros antes de pagar.
      </p>

      <h2>Cómo trabajamos</h2>
      <ul>
        <li>
          <strong>Precios transparentes.</strong> Cada producto muestra su precio, el IVA que le corresponde
          (16 %, 8 % o exento) y, cuando está en oferta, el precio regular tachado. Puede ver los montos en
          dólares o en bolívares a la tasa del día.
        </li>
        <li>
          <strong>Frescos por peso.</strong> Frutas, verduras, carnes y charcutería se venden por kilo, con el
          precio por kg a la vista, y los seleccionamos uno a uno como lo haría usted.
        </li>
        <li>
          <strong>Pagos a su medida.</strong> Aceptamos Pago Móvil, transferencia bancaria, Zelle y efectivo
          en dólares.
        </li>
        <li>
          <strong>Para cada cliente.</strong> Clientes regulares, miembros Prime y compradores mayoristas ven
          el precio que les corresponde a su tipo de cuenta.
        </li>
      </ul>

      <h2>Estamos para ayudarle</h2>
      <p>
        Nuestro equipo de atención al cliente responde de {CONTACTO.horario} por teléfono, WhatsApp y correo.
        Si tiene alguna duda, revise las{' '}
        <Link to={links.preguntasFrecuentes(zona)}>preguntas frecuentes</Link> o{' '}
        <Link to={links.atencionCliente()}>escríbanos</Link>.
      </p>
      <p>
        <Link className="mv-button" to={links.zona(zona)}>
          Ir a la tienda
        </Link>
      </p>
    </PaginaTexto>
  );
}
