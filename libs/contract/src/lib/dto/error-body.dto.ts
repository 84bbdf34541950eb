import { z } from 'zod/mini';

/**
 * An error body as the NetEase server (and the gateway's Bilibili routes) answer it: a numeric
 * `code` plus an optional human-readable `msg` and/or `message` string (upstream contract §1.4,
 * §4.1). Examples: `{code:301, msg:'需要登录'}`, `{code:404, data:null, msg:'Not Found'}`,
 * `{code:-2, ...}` for hidden listening records, `{code:400, message:'缺少必需参数: bvid'}`.
 * Guarantees only the code's type: it accepts success bodies too, so use it on error answers.
 */
export const errorBodyDtoSchema = z.object({
  code: z.int(),
  msg: z.optional(z.string()),
  message: z.optional(z.string()),
});

/** The wire shape of an error body. */
export type ErrorBodyDto = z.infer<typeof errorBodyDtoSchema>;

/**
 * The "login required" answer (HTTP 301, §1.3–1.4): guarantees `code === 301`. The NCM server adds
 * `msg: '需要登录'`, which is not required here.
 */
export const loginRequiredErrorDtoSchema = z.extend(errorBodyDtoSchema, {
  code: z.literal(301),
});

/** The wire shape of the "login required" answer. */
export type LoginRequiredErrorDto = z.infer<typeof loginRequiredErrorDtoSchema>;
