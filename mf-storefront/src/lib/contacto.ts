/** Customer-service contact data shown on the public pages (the footer's phone is the same). */
export const CONTACTO = {
  telefono: '0500-637-2236',
  whatsapp: '0414-637-2236',
  correo: 'atencion@mercado.com.ve',
  horario: '7:30 AM a 10:00 PM',
} as const;

/** 0414-637-2236 → https://wa.me/584146372236 (international form, no leading 0). */
export function enlaceWhatsapp(numero: string, texto?: string): string {
  const digitos = numero.replace(/\D/g, '').replace(/^0/, '');
  const base = `https://wa.me/58${digitos}`;
  return texto ? `${base}?text=${encodeURIComponent(texto)}` : base;
}

export const enlaceTelefono = (numero: string) => `tel:${numero.replace(/\D/g, '')}`;
