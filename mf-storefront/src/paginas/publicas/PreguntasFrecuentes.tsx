import { links } from '@mercado/shared/links';
import { Link } from '@mercado/shared/react';
import { usePromesaEnvio } from '@mercado/shared/react/dinero';
import { Acordeon, type ItemAcordeon } from '../../componentes/Acordeon.tsx';
import { PaginaTexto } from '../../componentes/PaginaTexto.tsx';
import { CONTACTO } from '../../lib/contacto.ts';

function preguntas(zona: string, promesaEnvio: string | null): ItemAcordeon[] {
  return [
    {
      titulo: '¿Cómo hago un pedido?',
      contenido: (
        <p>
          Elija su zona, agregue productos al carrito desde la tienda, las categorías o las listas rápidas, y
          pulse «Pagar». Le pediremos iniciar sesión (o registrarse), la dirección de entrega y el método de
          pago. Recibirá la confirmación de su pedido en pantalla y por correo.
        </p>
      ),
    },
    {
      titulo: '¿Cuánto tarda la entrega y cuánto cuesta?',
      contenido: (
        <p>
          Al pagar, usted elige el día y la franja horaria de la entrega entre las que aún tienen cupo.{' '}
          {promesaEnvio && `${promesaEnvio}. `}El costo del envío a su dirección se muestra al pagar, antes de
          confirmar. Atendemos de {CONTACTO.horario}.
        </p>
      ),
    },
    {
      titulo: '¿Qué métodos de pago aceptan?',
      contenido: (
        <p>
          Pago Móvil, transferencia bancaria, Zelle y efectivo en dólares al recibir su pedido. También puede
          usar el saldo de su cuenta y sus cupones vigentes.
        </p>
      ),
    },
    {
      titulo: '¿Puedo ver los precios en bolívares?',
      contenido: (
        <p>
          Sí. Use el selector de moneda del menú superior para ver todos los precios en dólares (USD) o en
          bolívares (VES), convertidos a la tasa del día que indica la tienda.
        </p>
      ),
    },
    {
      titulo: '¿Por qué algunos productos se venden por kilo?',
      contenido: (
        <p>
          Frutas, verduras, carnes y charcutería se venden por peso. En cada uno verá el precio por kg y podrá
          escoger la cantidad en gramos o kilos, según los mínimos y múltiplos de ese producto. El peso
          entregado puede variar ligeramente.
        </p>
      ),
    },
    {
      titulo: '¿Qué significan «IVA 16 %», «IVA 8 %» y «Exento»?',
      contenido: (
        <p>
          Es el impuesto al valor agregado de cada producto: la tasa general es 16 %, algunos productos tienen
          una tasa reducida de 8 % y muchos alimentos básicos están exentos.
        </p>
      ),
    },
    {
      titulo: '¿Hay un monto mínimo de compra?',
      contenido: (
        <p>
          Puede haberlo; el carrito le indica el monto mínimo en su moneda antes de pagar. Los miembros Prime
          no tienen monto mínimo.
        </p>
      ),
    },
    {
      titulo: '¿Qué es una lista rápida?',
      contenido: (
        <p>
          Es una selección de productos preparada para una ocasión (el mercado de la semana, el desayuno, la
          limpieza…). Con «Agregar todo al carrito» añade todos sus productos en un solo paso, con cantidades
          válidas para cada uno. Vea las <Link to={links.listaRapida(zona)}>listas rápidas</Link> de su zona.
        </p>
      ),
    },
    {
      titulo: '¿Puedo tener más de un carrito?',
      contenido: (
        <p>
          Sí, hasta 3 carritos, por ejemplo uno para su casa y otro para su negocio. Sin registrarse puede
          usar el carrito 1; los carritos 2 y 3 requieren iniciar sesión.
        </p>
      ),
    },
    {
      titulo: '¿Qué es Prime?',
      contenido: (
        <p>
          Es nuestra membresía: los miembros Prime ven precios especiales y compran sin monto mínimo. Puede
          solicitarla desde su cuenta.
        </p>
      ),
    },
    {
      titulo: '¿Cómo devuelvo un producto?',
      contenido: (
        <p>
          Revise su pedido al recibirlo y rechace lo que no esté bien. Después, escríbanos dentro de los
          plazos de nuestras <Link to={links.politicasDevolucion(zona)}>políticas de devolución</Link>.
        </p>
      ),
    },
    {
      titulo: '¿Cómo contacto a atención al cliente?',
      contenido: (
        <p>
          Por WhatsApp ({CONTACTO.whatsapp}), teléfono ({CONTACTO.telefono}) o correo ({CONTACTO.correo}), de{' '}
          {CONTACTO.horario}. Más detalles en <Link to={links.atencionCliente()}>Atención al cliente</Link>.
        </p>
      ),
    },
  ];
}

export function PreguntasFrecuentes({ zona }: { zona: string }) {
  const promesaEnvio = usePromesaEnvio(zona);
  return (
    <PaginaTexto
      titulo="Preguntas frecuentes"
      entradilla="Las respuestas a lo que más nos preguntan. Pulse una pregunta para ver su respuesta."
    >
      <Acordeon items={preguntas(zona, promesaEnvio)} />
    </PaginaTexto>
  );
}
