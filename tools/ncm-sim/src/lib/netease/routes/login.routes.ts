import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import type { SimWorld } from '../../sim-world';
import { LOGOUT_SET_COOKIE } from '../../state/sessions';
import { booleanParam, requireParam, type NcmHandler } from '../ncm-transport';
import { accountShape, profileShape } from '../shapes/user.shape';

/** The cookie every anonymous answer of the QR check carries. */
const ANONYMOUS_COOKIE = 'NMTID=00OSIMULATOR0000000000; Max-Age=315360000; Path=/';

/** QR, phone and session routes (contract §3.1). */
export function loginRoutes(world: SimWorld): Record<string, NcmHandler> {
  return {
    '/login/qr/key': () => ({
      body: { data: { code: 200, unikey: world.qr.create(world.now()) }, code: 200 },
    }),

    '/login/qr/create': async ({ params }) => {
      const key = requireParam(params, 'key');
      const qrurl = `https://music.163.com/login?codekey=${key}`;
      const data: Record<string, string> = { qrurl };
      // NCM answers `qrimg: ''` unless the image was asked for.
      data['qrimg'] = booleanParam(params, 'qrimg') ? await QRCode.toDataURL(qrurl) : '';
      return { body: { code: 200, data } };
    },

    '/login/qr/check': ({ params }) => {
      const state = world.qr.check(requireParam(params, 'key'), world.now());
      switch (state.code) {
        case 801:
          return { body: { code: 801, message: '等待扫码', cookie: ANONYMOUS_COOKIE } };
        case 802: {
          const user = world.user(state.userId);
          return {
            body: {
              code: 802,
              message: '授权中',
              nickname: user?.nickname ?? '',
              avatarUrl: user ? world.imageUrl(user.imageSeed) : '',
              cookie: ANONYMOUS_COOKIE,
            },
          };
        }
        case 803: {
          const login = world.sessions.open(state.userId, world.now());
          return {
            body: { code: 803, message: '授权登陆成功', cookie: login.cookie },
            cookie: login.setCookie,
          };
        }
        default:
          return { body: { code: 800, message: '二维码不存在或已过期', cookie: ANONYMOUS_COOKIE } };
      }
    },

    '/login/cellphone': ({ params }) => {
      const phone = requireParam(params, 'phone');
      const user = world.catalogue.users.find((candidate) => candidate.phone === phone);
      if (!user || user.password === null) {
        return { body: { code: 501, msg: '该账号不存在', message: '该账号不存在' } };
      }
      const md5 = (text: string) => createHash('md5').update(text).digest('hex');
      const given =
        typeof params['md5_password'] === 'string'
          ? params['md5_password']
          : md5(String(params['password'] ?? ''));
      if (given !== md5(user.password))
        return { body: { code: 502, msg: '密码错误', message: '密码错误' } };
      const login = world.sessions.open(user.userId, world.now());
      return {
        body: {
          loginType: 1,
          code: 200,
          account: accountShape(user),
          token: login.musicU,
          profile: profileShape(world, user),
          bindings: [],
          cookie: login.cookie,
        },
        cookie: login.setCookie,
      };
    },

    '/logout': ({ cookie }) => {
      if (cookie['MUSIC_U']) world.sessions.close(cookie['MUSIC_U']);
      return { body: { code: 200 }, cookie: LOGOUT_SET_COOKIE };
    },

    '/user/account': ({ user }) => ({
      body: user
        ? { code: 200, account: accountShape(user), profile: profileShape(world, user) }
        : {
            code: 200,
            account: { id: 0, type: 1000, status: -10, anonimousUser: true, vipType: 0 },
            profile: null,
          },
    }),

    '/login/status': ({ user }) => ({
      body: {
        data: {
          code: 200,
          account: user
            ? accountShape(user)
            : { id: 0, type: 1000, status: -10, anonimousUser: true },
          profile: user ? profileShape(world, user) : null,
        },
      },
    }),
  };
}
