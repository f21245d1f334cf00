import { demoAccountsResponseSchema, loginRequestSchema, meResponseSchema } from '#shared/contracts/auth'
import { healthResponseSchema } from '#shared/contracts/errors'
import type { OperationDoc } from './operation'

export const authDocs: OperationDoc[] = [
  {
    method: 'POST', url: '/api/auth/login', tag: 'auth',
    summary: 'Sign in',
    description: 'Signs in a student (student number), a member of staff or a parent (email) with a password and sets the session cookie. Repeated failures are throttled (429 with `retryAfterSeconds`).',
    body: loginRequestSchema, response: meResponseSchema,
  },
  {
    method: 'POST', url: '/api/auth/logout', tag: 'auth',
    summary: 'Sign out',
    description: 'Ends the session, if there is one, and clears its cookie.',
    status: 204,
  },
  {
    method: 'GET', url: '/api/auth/me', tag: 'auth',
    summary: 'Who is signed in',
    description: 'The signed-in user, their permissions and the school they belong to.',
    response: meResponseSchema,
  },
  {
    method: 'GET', url: '/api/auth/demo-accounts', tag: 'auth',
    summary: 'The demo school’s accounts',
    description: 'One account per role to try the demo with; 404 when the server does not run the demo.',
    response: demoAccountsResponseSchema,
  },
  {
    method: 'GET', url: '/api/health', tag: 'school',
    summary: 'Health',
    description: 'Whether the server is up and which database it uses; for load balancers and monitors.',
    response: healthResponseSchema,
  },
]
