import { links } from '@mercado/shared/links';
import { Link } from '@mercado/shared/react';
import { PaginaTexto } from '../../componentes/PaginaTexto.tsx';
import { CONTACTO } from '../../lib/contacto.ts';

export function TerminosCondiciones({ zona }: { zona: string }) {
  return (
    <PaginaTexto
      titulo="Términos y condiciones"
      entradilla="Estas condiciones regulan el uso de la tienda en línea y las compras que realice en ella. Al crear una cuenta o hacer un pedido, usted las acepta."
    >
      <h2>1. Cuenta de usuario</h2>
      <p>
        Para comprar debe registrarse con datos veraces: nombre, correo electrónico, documento de identidad
        (V, E, J o G) y un número de teléfono donde podamos contactarle durante la entrega. Usted es
        responsable de mantener su contraseña en secreto y de las compras hechas con su cuenta. Puede navegar
        y llenar un carrito sin registrarse; para pagar, y para usar los carritos 2 y 3, necesita iniciar
        sesión.
      </p>

      <h2>2. Zonas de entrega y disponibilidad</h2>
      <p>
        La tienda está organizada por zonas de mercado. Los productos, las existencias y los horarios de
        entrega dependen de la zona elegida. Solo mostramos productos con existencia en su zona; aun así, un
        producto puede agotarse mientras usted compra. En ese caso se lo indicaremos en el carrito antes del
        pago y ajustaremos la cantidad disponible.
      </p>

      <h2>3. Precios, impuestos y moneda</h2>
      <ul>
        <li>
          Los precios se fijan en dólares estadounidenses y pueden mostrarse en bolívares convertidos a la
          tasa de cambio del día que indica la tienda.
        </li>
        <li>
          Cada producto indica su tratamiento de IVA: general (16 %), reducido (8 %) o exento, según su
          clasificación.
        </li>
        <li>
          El precio que usted ve corresponde a su tipo de cliente (regular, Prime o mayorista). Las ofertas
          muestran el precio regular tachado y son válidas hasta agotar existencias o hasta la fecha que se
          indique.
        </li>
        <li>
          Nos reservamos el derecho de corregir errores evidentes de precio antes de confirmar un pedido.
        </li>
      </ul>

      <h2>4. Productos vendidos por peso</h2>
      <p>
        Frutas, verduras, carnes, charcutería y otros productos a granel se venden por kilogramo, con
        cantidades mínimas y múltiplos indicados en cada producto. Por su naturaleza, el peso entregado puede
        variar ligeramente del solicitado.
      </p>

      <h2>5. Pedidos y pagos</h2>
      <p>
        Aceptamos Pago Móvil, transferencia bancaria, Zelle y efectivo en dólares al momento de la entrega.
        Los pagos electrónicos se verifican antes de despachar el pedido; si no podemos confirmar un pago, le
        contactaremos. Puede existir un monto mínimo de compra, que se muestra en el carrito; los miembros
        Prime no tienen monto mínimo. También puede usar el saldo de su cuenta y los cupones vigentes según
        sus propias condiciones.
      </p>

      <h2>6. Entrega</h2>
      <p>
        La entrega se realiza en el día y la franja horaria que usted elige al pagar, entre las que aún tienen
        cupo; atendemos de {CONTACTO.horario}. El costo del envío depende de la zona, del área de la dirección
        y del monto de la compra, según las tarifas vigentes, y se muestra antes de confirmar el pedido, al
        igual que el costo del empaquetado. Situaciones fuera de nuestro control, como lluvias fuertes o
        cortes de vías, pueden causar retrasos; si ocurre, le avisaremos. Al recibir, revise su pedido en
        presencia del repartidor.
      </p>

      <h2>7. Membresía Prime, tarjetas de saldo y cupones</h2>
      <p>
        La membresía Prime, las tarjetas de saldo y de regalo y los cupones tienen las condiciones y vigencias
        que se indican al adquirirlos o recibirlos. El saldo de la cuenta solo puede usarse en compras dentro
        de la tienda.
      </p>

      <h2>8. Devoluciones y privacidad</h2>
      <p>
        Las devoluciones se rigen por nuestras{' '}
        <Link to={links.politicasDevolucion(zona)}>políticas de devolución</Link>, y el tratamiento de sus
        datos por nuestras <Link to={links.politicasPrivacidad(zona)}>políticas de privacidad</Link>.
      </p>

      <h2>9. Cambios en estas condiciones</h2>
      <p>
        Podemos actualizar estas condiciones. La versión vigente es siempre la publicada en esta página, con
        su fecha de actualización; los pedidos ya confirmados se rigen por la versión vigente al momento de
        hacerlos. Estas condiciones se rigen por las leyes de la República Bolivariana de Venezuela.
      </p>

      <h2>10. Contacto</h2>
      <p>
        Para cualquier consulta sobre estas condiciones, escríbanos a{' '}
        <a href={`mailto:${CONTACTO.correo}`}>{CONTACTO.correo}</a> o visite{' '}
        <Link to={links.atencionCliente()}>Atención al cliente</Link>.
      </p>
    </PaginaTexto>
  );
}
