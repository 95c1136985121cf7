/** The coupons offered to the user (issue 5, spec §7 Coupons). */
import { ZonaPaginaParamsSchema } from '../contracts/carrito.ts';
import { ZonaParamsSchema } from '../contracts/common.ts';
import { CuponesPagoSchema, CuponesUsuarioSchema } from '../contracts/cupon.ts';
import { endpoint } from './endpoint.ts';

export const cupon = {
  misCupones: endpoint({
    method: 'GET',
    path: '/usuario/cupon/cuponesusuario/:zona',
    summary: 'Los cupones vigentes que el usuario puede usar en la zona',
    access: 'usuario',
    params: ZonaParamsSchema,
    response: CuponesUsuarioSchema,
  }),
  cuponesPago: endpoint({
    method: 'GET',
    path: '/usuario/cupon/cuponesusuariopago/:zona/:pagina',
    summary: 'Los cupones del usuario comprobados contra un carrito',
    access: 'usuario',
    params: ZonaPaginaParamsSchema,
    response: CuponesPagoSchema,
  }),
};
