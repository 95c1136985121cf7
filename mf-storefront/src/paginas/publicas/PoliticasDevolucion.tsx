import { links } from '@mercado/shared/links';
import { Link } from '@mercado/shared/react';
import * as texto from '../../componentes/PaginaTexto.module.css';
import { PaginaTexto } from '../../componentes/PaginaTexto.tsx';
import { CONTACTO } from '../../lib/contacto.ts';

export function PoliticasDevolucion({ zona }: { zona: string }) {
  return (
    <PaginaTexto
      titulo="Políticas de devolución"
      entradilla="Queremos que cada pedido llegue como usted lo escogió. Si algo no está bien, lo resolvemos."
    >
      <p className={texto.destacado}>
        Revise su pedido al recibirlo, en presencia del repartidor: puede rechazar en ese momento cualquier
        producto dañado, vencido o que no corresponda con lo que pidió, y no se le cobrará.
      </p>

      <h2>Plazos para reportar un problema</h2>
      <ul>
        <li>
          <strong>Productos perecederos</strong> (frutas, verduras, carnes, charcutería, lácteos, congelados y
          panadería): el mismo día de la entrega.
        </li>
        <li>
          <strong>Productos no perecederos</strong> (víveres, limpieza, cuidado personal): hasta 7 días
          después de la entrega, con el empaque original sin abrir, salvo que el defecto se note al abrirlo.
        </li>
      </ul>

      <h2>Cómo solicitar una devolución</h2>
      <ol>
        <li>
          Comuníquese con <Link to={links.atencionCliente()}>Atención al cliente</Link> por WhatsApp, teléfono
          o correo, de {CONTACTO.horario}.
        </li>
        <li>Indique el número de su pedido, el producto y el motivo; si puede, envíe una foto.</li>
        <li>
          Le confirmaremos la solución y, si hace falta retirar el producto, coordinaremos el retiro sin
          costo.
        </li>
      </ol>

      <h2>Soluciones</h2>
      <p>Según el caso y su preferencia, le ofrecemos:</p>
      <ul>
        <li>la reposición del producto en su próxima entrega o en una entrega especial;</li>
        <li>un saldo a favor en su cuenta, que puede usar en cualquier compra;</li>
        <li>el reembolso por el mismo método con el que pagó (Pago Móvil, transferencia o Zelle).</li>
      </ul>

      <h2>Casos que no aplican</h2>
      <ul>
        <li>Productos abiertos o usados sin un defecto de calidad.</li>
        <li>Productos cortados o pesados a su pedido, salvo problemas de calidad o frescura.</li>
        <li>Reclamos presentados fuera de los plazos indicados.</li>
      </ul>

      <p>
        Estas políticas complementan nuestros{' '}
        <Link to={links.terminosCondiciones(zona)}>términos y condiciones</Link> y no limitan los derechos que
        le reconoce la ley.
      </p>
    </PaginaTexto>
  );
}
