import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppRoot } from './app/app-root'
import { Providers } from './app/providers'
import { queryClient } from './lib/query-client'
import { meQueryOptions } from './lib/session'
import { applyTheme, storedTheme } from './lib/theme'
import './lib/i18n'
import './styles.css'

// index.html already did this before paint; repeat in case its inline script was blocked.
applyTheme(storedTheme())

// Who is signed in decides everything else: ask before React's first render.
void queryClient.prefetchQuery(meQueryOptions)

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <Providers>
      <AppRoot />
    </Providers>
  </StrictMode>,
)
