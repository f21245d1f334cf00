import type { FastifyReply, FastifyRequest } from 'fastify'
import { SESSION_IDLE_DAYS } from '#shared/limits'

export const SESSION_COOKIE = 'rollcall_session'
export const SESSION_IDLE_MS = SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    // Secure whenever the browser reached us over HTTPS (directly or via a trusted proxy).
    secure: request.protocol === 'https',
    maxAge: SESSION_IDLE_MS / 1000,
  })
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' })
}
