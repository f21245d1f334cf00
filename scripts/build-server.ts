// npm run build:server: the production server bundle, run by `npm start`.
import { bundleServer } from './server-bundle'

await bundleServer('dist/server/main.js')
