import { describe, expect, it } from 'vitest';
import { enlaceInvitacion, textoInvitacion } from './ComparteYGanaPage.tsx';

describe('the referral invitation', () => {
  it('links to the sign-up with the code, and the message names the reward, the code and the link', () => {
    const enlace = enlaceInvitacion('AB23CD45', 'https://mercado.test');
    expect(enlace).toBe('https://mercado.test/auth/registro?ref=AB23CD45');
    const texto = textoInvitacion({ codigo: 'AB23CD45', recompensa: '3.00', amigos: [] }, enlace);
    expect(texto).toContain('mi código AB23CD45');
    expect(texto).toContain('$ 3,00 de saldo cada uno');
    expect(texto.endsWith(enlace)).toBe(true);
  });
});
