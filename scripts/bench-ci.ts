/**
 * `npm run bench:ci`: the short bench CI runs. It loads /welcome from the fresh build and fails when the
 * first page's scripts weigh more than FIRST_PAGE_JS_CEILING_KB (gzip). Only sizes, which do not depend on
 * how busy the machine is; the timings stay in `npm run bench`.
 */
import { FIRST_PAGE_JS_CEILING_KB, BUDGETS, kb } from './bench-budgets'
import { measureFirstPage } from './bench-first-page'
import { startServer } from './bench-server'

async function main() {
  const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 4330) })
  try {
    const firstPage = await measureFirstPage(server.origin, process.env.STATIC_DIR ?? 'dist')
    for (const file of firstPage.files) console.log(`  ${file.path.padEnd(48)} ${kb(file.gzip)}`)
    const ceiling = FIRST_PAGE_JS_CEILING_KB * 1024
    console.log(
      `/welcome JS ${kb(firstPage.jsGzip)} gzip: ceiling ${FIRST_PAGE_JS_CEILING_KB} KB, budget ${BUDGETS.firstPageJsKb} KB`,
    )
    if (firstPage.jsGzip > ceiling) {
      console.error(
        `The first page's JavaScript grew past its ceiling of ${FIRST_PAGE_JS_CEILING_KB} KB gzip. ` +
          'Load what the first screen does not need when it is first used (docs/development.md, Benchmarks).',
      )
      process.exitCode = 1
    }
  } finally {
    await server.stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
