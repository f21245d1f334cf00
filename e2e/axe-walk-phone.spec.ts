import { axeWalk } from './support/axe-walk'

// The axe walk (e2e/support/axe-walk.ts) at the phone's width: every screen, viewer, language and theme.
axeWalk('phone')
