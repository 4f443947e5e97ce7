// @vitest-environment node
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCALES } from '../../api/contract/common'
import type { ProductType } from '../../api/contract/products'
import {
  ALREADY_PASSED,
  NO_ATTEMPT_LEFT,
  QUIZ_PASS_MARK,
  QUIZ_QUESTION_COUNT,
  quizResultSchema,
  quizStatusSchema,
} from '../../api/contract/quiz'
import { QUIZZES } from '../../api/server/db/quiz-data'
import { quizOptions } from '../../api/server/db/schema'
import { seed } from '../../api/server/db/seed'
import { errorOf, loginByExternalId, mailsTo, mailTo, signInByEmail } from './auth-helpers'
import { createTestApp, jobsDone, tempSpaBuild, type TestApp } from './helpers'
import { as, customer, productIds } from './product-helpers'
import { answersWith, quizFor, setEmail, submit, takeQuiz } from './quiz-helpers'

let t: TestApp
let ids: Record<ProductType, number>
let token: string
const build = tempSpaBuild()
beforeAll(async () => {
  t = await createTestApp({ STATIC_DIR: build.dir })
  ids = await productIds(t)
  token = await customer(t, 'quiz-main', 'webdeveloper')
}, 60_000)
afterAll(async () => {
  await t?.close()
  build.remove()
})

const status = async (who: string, externalId: string, product = ids.aov) => {
  const res = await as(t, who, 'GET', `/quiz-result?external_id=${externalId}&product=${product}`)
  expect(res.status).toBe(200)
  return quizStatusSchema.parse(await res.json())
}
const refusal = async (res: Response) => {
  expect(res.status).toBe(400)
  const body = await errorOf(res)
  expect(body.code).toBe('validation_error')
  return { field_errors: body.field_errors, non_field_errors: body.non_field_errors }
}
const nonField = (code: string) => ({ field_errors: {}, non_field_errors: [code] })
const fieldError = (field: string, key: string) => ({
  field_errors: { [field]: [key] },
  non_field_errors: [],
})

describe('authentication', () => {
  it('answers 401 on all three calls without a valid access token', async () => {
    const { refresh } = await loginByExternalId(t, 'zzp', 'quiz-refresh')
    for (const bad of [undefined, 'not-a-token', refresh]) {
      for (const res of [
        await as(t, bad, 'GET', `/quiz?product=${ids.aov}`),
        await submit(t, bad, { product: ids.aov, attempt: 1, answers: [] }),
        await as(t, bad, 'GET', `/quiz-result?external_id=quiz-refresh&product=${ids.aov}`),
      ]) {
        expect(res.status).toBe(401)
        expect((await errorOf(res)).code).toBe('not_authenticated')
      }
    }
  })
})

describe('GET /quiz', () => {
  it('answers the primary quiz first: 11 questions of 3 or 4 options, never the correct flag', async () => {
    for (const product of [ids.aov, ids.aov_acture]) {
      const res = await as(t, token, 'GET', `/quiz?product=${product}`)
      expect(res.status).toBe(200)
      const raw = await res.text()
      expect(raw).not.toMatch(/correct/i)
      const quiz = JSON.parse(raw)
      expect(quiz).toMatchObject({ product, attempt: 1, kind: 'primary' })
      expect(quiz.questions).toHaveLength(QUIZ_QUESTION_COUNT)
      for (const q of quiz.questions) {
        expect(Object.keys(q).sort()).toEqual(['id', 'options', 'text'])
        expect(q.options.length).toBeGreaterThanOrEqual(3)
        expect(q.options.length).toBeLessThanOrEqual(4)
        for (const o of q.options) expect(Object.keys(o).sort()).toEqual(['id', 'text'])
      }
    }
    // aov and aov_acture share the same quizzes.
    const [a, b] = [await quizFor(t, token, ids.aov), await quizFor(t, token, ids.aov_acture)]
    expect(a.questions).toEqual(b.questions)
  })

  it('answers every text in nl, en, fr and de as seeded', async () => {
    const seeded = QUIZZES.find((q) => q.kind === 'primary')!
    for (const locale of LOCALES) {
      const quiz = await quizFor(t, token, ids.aov, locale)
      quiz.questions.forEach((q, i) => {
        const seed = seeded.questions[i]!
        expect(q.text).toBe(seed.text[locale])
        expect(q.options.map((o) => o.text)).toEqual(seed.options.map((o) => o.text[locale]))
      })
    }
    for (const quiz of QUIZZES) {
      for (const q of quiz.questions) {
        for (const label of [q.text, ...q.options.map((o) => o.text)]) {
          for (const locale of LOCALES) expect(label[locale].trim(), q.key).not.toBe('')
        }
        if (q.text.nl !== q.text.en) continue
        throw new Error(`${q.key} is not translated`)
      }
    }
  })

  it('answers 404 for a product without a quiz, and field errors for a bad query', async () => {
    for (const product of [ids.business_liability, ids.car, 999_999]) {
      const res = await as(t, token, 'GET', `/quiz?product=${product}`)
      expect(res.status).toBe(404)
      expect((await errorOf(res)).code).toBe('not_found')
    }
    for (const [query, key] of [
      ['', 'required'],
      ['?product=abc', 'invalidFormat'],
      ['?product=0', 'invalidFormat'],
      ['?product=99999999999', 'invalidFormat'],
    ] as const) {
      expect(await refusal(await as(t, token, 'GET', `/quiz${query}`)), query).toEqual(
        fieldError('product', key),
      )
    }
  })
})

describe('POST /quiz-result: the attempts', () => {
  it('passes the first time: 201, then already_passed on every call', async () => {
    const me = await customer(t, 'quiz-pass', 'webdeveloper')
    expect(await takeQuiz(t, me, ids.aov, QUIZ_QUESTION_COUNT)).toEqual({
      product: ids.aov,
      attempt: 1,
      passed: true,
      score: 11,
      pass_mark: QUIZ_PASS_MARK,
      next_attempt: null,
    })
    expect(await refusal(await as(t, me, 'GET', `/quiz?product=${ids.aov}`))).toEqual(
      nonField(ALREADY_PASSED),
    )
    for (const attempt of [1, 2]) {
      const res = await submit(t, me, { product: ids.aov, attempt, answers: [] })
      expect(await refusal(res)).toEqual(nonField(ALREADY_PASSED))
    }
    const now = await status(me, 'quiz-pass')
    expect(now).toMatchObject({ product: ids.aov, passed: true, next_attempt: null })
    expect(now.attempts).toEqual([{ attempt: 1, passed: true, score: 11, submitted_at: expect.any(String) }])
    // Another product is another quiz: aov_acture is still open.
    expect((await quizFor(t, me, ids.aov_acture)).attempt).toBe(1)
  })

  it('passes with exactly the pass mark and fails one below it', async () => {
    const pass = await customer(t, 'quiz-mark-pass', 'webdeveloper')
    expect(await takeQuiz(t, pass, ids.aov, QUIZ_PASS_MARK)).toMatchObject({ passed: true, score: 8 })
    const fail = await customer(t, 'quiz-mark-fail', 'webdeveloper')
    expect(await takeQuiz(t, fail, ids.aov, QUIZ_PASS_MARK - 1)).toMatchObject({
      passed: false,
      score: 7,
      next_attempt: 2,
    })
  })

  it('fails, then passes with the alternative quiz, whose questions differ', async () => {
    const me = await customer(t, 'quiz-second', 'webdeveloper')
    const primary = await quizFor(t, me, ids.aov)
    expect(await takeQuiz(t, me, ids.aov, 3)).toMatchObject({ attempt: 1, passed: false, next_attempt: 2 })
    const alternative = await quizFor(t, me, ids.aov)
    expect(alternative).toMatchObject({ attempt: 2, kind: 'alternative' })
    expect(alternative.questions).toHaveLength(QUIZ_QUESTION_COUNT)
    const primaryIds = new Set(primary.questions.map((q) => q.id))
    const primaryTexts = new Set(primary.questions.map((q) => q.text))
    for (const q of alternative.questions) {
      expect(primaryIds.has(q.id)).toBe(false)
      expect(primaryTexts.has(q.text)).toBe(false)
    }
    // The primary quiz's answers do not fit the second attempt.
    const old = await answersWith(t, primary, 11)
    expect(await refusal(await submit(t, me, { product: ids.aov, attempt: 2, answers: old }))).toEqual(
      fieldError('answers', 'invalidChoice'),
    )
    expect(await takeQuiz(t, me, ids.aov, 10)).toEqual({
      product: ids.aov,
      attempt: 2,
      passed: true,
      score: 10,
      pass_mark: QUIZ_PASS_MARK,
      next_attempt: null,
    })
    const now = await status(me, 'quiz-second')
    expect(now.attempts.map((a) => [a.attempt, a.passed, a.score])).toEqual([
      [1, false, 3],
      [2, true, 10],
    ])
    expect(now).toMatchObject({ passed: true, next_attempt: null })
  })

  it('fails twice: no_attempt_left on GET and POST, never a third attempt', async () => {
    const me = await customer(t, 'quiz-twice', 'webdeveloper')
    await takeQuiz(t, me, ids.aov, 0)
    expect(await takeQuiz(t, me, ids.aov, 7)).toMatchObject({ attempt: 2, passed: false, next_attempt: null })
    expect(await refusal(await as(t, me, 'GET', `/quiz?product=${ids.aov}`))).toEqual(
      nonField(NO_ATTEMPT_LEFT),
    )
    for (const attempt of [1, 2]) {
      const res = await submit(t, me, { product: ids.aov, attempt, answers: [] })
      expect(await refusal(res)).toEqual(nonField(NO_ATTEMPT_LEFT))
    }
    // A third attempt is not even a valid body.
    const third = await refusal(await submit(t, me, { product: ids.aov, attempt: 3, answers: [] }))
    expect(Object.keys(third.field_errors)).toEqual(['attempt'])
    expect(await status(me, 'quiz-twice')).toMatchObject({ passed: false, next_attempt: null })
    expect((await status(me, 'quiz-twice')).attempts).toHaveLength(2)
  })

  it('refuses a replayed attempt 1 (a reload) and an attempt 2 before attempt 1 with notNextAttempt', async () => {
    const me = await customer(t, 'quiz-replay', 'webdeveloper')
    const primary = await quizFor(t, me, ids.aov)
    const answers = await answersWith(t, primary, 2)
    expect(await refusal(await submit(t, me, { product: ids.aov, attempt: 2, answers }))).toEqual(
      fieldError('attempt', 'notNextAttempt'),
    )
    expect((await submit(t, me, { product: ids.aov, attempt: 1, answers })).status).toBe(201)
    const replay = await submit(t, me, { product: ids.aov, attempt: 1, answers })
    expect(await refusal(replay)).toEqual(fieldError('attempt', 'notNextAttempt'))
    expect((await status(me, 'quiz-replay')).attempts).toHaveLength(1)
  })

  it('counts one of several submissions of the same attempt at once', async () => {
    const me = await customer(t, 'quiz-race', 'webdeveloper')
    const quiz = await quizFor(t, me, ids.aov)
    const answers = await answersWith(t, quiz, 5)
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => submit(t, me, { product: ids.aov, attempt: 1, answers })),
    )
    const statuses = responses.map((r) => r.status).sort()
    expect(statuses).toEqual([201, 400, 400, 400, 400, 400])
    for (const res of responses.filter((r) => r.status === 400)) {
      expect(await refusal(res)).toEqual(fieldError('attempt', 'notNextAttempt'))
    }
    const now = await status(me, 'quiz-race')
    expect(now.attempts).toHaveLength(1)
    expect(now.next_attempt).toBe(2)
    // The same race on the second attempt.
    const second = await answersWith(t, await quizFor(t, me, ids.aov), 11)
    const again = await Promise.all(
      Array.from({ length: 4 }, () => submit(t, me, { product: ids.aov, attempt: 2, answers: second })),
    )
    expect(again.filter((r) => r.status === 201)).toHaveLength(1)
    expect(again.filter((r) => r.status === 400)).toHaveLength(3)
    expect(await status(me, 'quiz-race')).toMatchObject({ passed: true, next_attempt: null })
  })
})

describe('POST /quiz-result: invalid bodies', () => {
  it('refuses each invalid field with its key, storing nothing', async () => {
    const me = await customer(t, 'quiz-invalid', 'webdeveloper')
    const quiz = await quizFor(t, me, ids.aov)
    const answers = await answersWith(t, quiz, 11)
    const [first, second] = quiz.questions
    const valid = { product: ids.aov, attempt: 1, answers }
    const cases: [Record<string, unknown>, string, string][] = [
      [{ product: undefined }, 'product', 'required'],
      [{ product: 'abc' }, 'product', 'invalidType'],
      [{ product: 1.5 }, 'product', 'invalidType'],
      [{ product: 0 }, 'product', 'tooShort'],
      [{ product: 2 ** 31 }, 'product', 'tooLong'],
      [{ product: 999_999 }, 'product', 'notFound'],
      [{ product: ids.business_liability }, 'product', 'notFound'],
      [{ attempt: undefined }, 'attempt', 'required'],
      [{ attempt: 0 }, 'attempt', 'invalidChoice'],
      [{ attempt: 3 }, 'attempt', 'invalidChoice'],
      [{ attempt: '1' }, 'attempt', 'invalidChoice'],
      [{ attempt: 2 }, 'attempt', 'notNextAttempt'],
      [{ answers: undefined }, 'answers', 'required'],
      [{ answers: 'all' }, 'answers', 'invalidType'],
      [{ answers: [] }, 'answers', 'incomplete'],
      [{ answers: answers.slice(1) }, 'answers', 'incomplete'],
      [{ answers: [...answers.slice(1), answers[1]] }, 'answers', 'incomplete'],
      [{ answers: [...answers, answers[0]] }, 'answers', 'incomplete'],
      [{ answers: Array.from({ length: 23 }, () => answers[0]) }, 'answers', 'tooMany'],
      [
        { answers: [{ question: first!.id, option: second!.options[0]!.id }, ...answers.slice(1)] },
        'answers',
        'invalidChoice',
      ],
      [
        { answers: [{ question: 999_999, option: first!.options[0]!.id }, ...answers.slice(1)] },
        'answers',
        'invalidChoice',
      ],
      [
        { answers: [{ question: first!.id, option: 999_999 }, ...answers.slice(1)] },
        'answers',
        'invalidChoice',
      ],
      [{ answers: [{ question: first!.id }, ...answers.slice(1)] }, 'answers.0.option', 'required'],
      [{ answers: [{ question: -1, option: 1 }, ...answers.slice(1)] }, 'answers.0.question', 'tooShort'],
    ]
    for (const [change, field, key] of cases) {
      const res = await submit(t, me, { ...valid, ...change })
      expect(await refusal(res), JSON.stringify(change).slice(0, 200)).toEqual(fieldError(field, key))
    }
    for (const body of ['{"product":', '[]', 'null', '"x"'])
      expect((await submit(t, me, body)).status).toBe(400)
    expect((await status(me, 'quiz-invalid')).attempts).toEqual([])
    // The valid body still counts as the first attempt.
    const res = await submit(t, me, valid)
    expect(res.status).toBe(201)
    expect(quizResultSchema.parse(await res.json())).toMatchObject({ passed: true, score: 11 })
  })
})

describe('the alternative quiz e-mail', () => {
  it('is sent after a first fail, in the request language, with the link to the alternative quiz', async () => {
    const email = 'quiz-mail@example.com'
    const { access } = await signInByEmail(t, email)
    const quiz = await quizFor(t, access, ids.aov_acture)
    const answers = await answersWith(t, quiz, 1)
    const before = (await mailTo(t, email)).length
    const res = await submit(t, access, { product: ids.aov_acture, attempt: 1, answers }, 'en')
    expect(res.status).toBe(201)
    const mails = await mailsTo(t, email, before + 1)
    expect(mails).toHaveLength(before + 1)
    const [mail] = mails
    expect(mail!.subject).toBe('Your second chance at the knowledge quiz of ZZP Schild')
    expect(mail!.text).toContain(
      `http://zzp.localhost/checkout/aov-premium-review?quiz=alternative&product=${ids.aov_acture}`,
    )
    expect(mail!.text).toContain('income protection')
    // A second fail sends nothing more.
    const second = await answersWith(t, await quizFor(t, access, ids.aov_acture), 0)
    expect(
      (await submit(t, access, { product: ids.aov_acture, attempt: 2, answers: second }, 'en')).status,
    ).toBe(201)
    await jobsDone(t)
    expect(await mailTo(t, email)).toHaveLength(before + 1)
  })

  it('follows the language of each request, and a pass sends nothing', async () => {
    const cases = [
      ['de', 'Ihre zweite Chance', 'Wissenstest'],
      ['fr', 'Votre deuxième chance', 'test de connaissances'],
      ['nl', 'Je tweede kans', 'kennistoets'],
    ] as const
    for (const [locale, subject, word] of cases) {
      const externalId = `quiz-mail-${locale}`
      const email = `${externalId}@example.com`
      const me = await customer(t, externalId, 'webdeveloper')
      await setEmail(t, externalId, email)
      const answers = await answersWith(t, await quizFor(t, me, ids.aov), 0)
      expect((await submit(t, me, { product: ids.aov, attempt: 1, answers }, locale)).status).toBe(201)
      const [mail] = await mailsTo(t, email, 1)
      expect(mail!.subject).toContain(subject)
      expect(mail!.text).toContain(word)
      expect(mail!.text).toContain(`/checkout/aov-premium-review?quiz=alternative&product=${ids.aov}`)
    }
    const passer = 'quiz-mail-pass@example.com'
    const { access } = await signInByEmail(t, passer)
    const before = (await mailTo(t, passer)).length
    await takeQuiz(t, access, ids.aov, 11)
    await jobsDone(t)
    expect(await mailTo(t, passer)).toHaveLength(before)
  })

  it('is skipped for a customer without an e-mail address', async () => {
    const me = await customer(t, 'quiz-no-mail', 'webdeveloper')
    expect(await takeQuiz(t, me, ids.aov, 0)).toMatchObject({ passed: false, next_attempt: 2 })
  })
})

describe('GET /quiz-result', () => {
  it('answers the status of a customer who never took the quiz', async () => {
    const me = await customer(t, 'quiz-status-new', 'webdeveloper')
    expect(await status(me, 'quiz-status-new', ids.aov_acture)).toEqual({
      product: ids.aov_acture,
      attempts: [],
      passed: false,
      next_attempt: 1,
    })
  })

  it("answers 404 for another customer's external id, an e-mail customer and a product without a quiz", async () => {
    const me = await customer(t, 'quiz-status-me', 'webdeveloper')
    await customer(t, 'quiz-status-other', 'webdeveloper')
    const { access } = await signInByEmail(t, 'quiz-status@example.com')
    for (const [who, query] of [
      [me, `external_id=quiz-status-other&product=${ids.aov}`],
      [me, `external_id=nobody&product=${ids.aov}`],
      [access, `external_id=quiz-status-me&product=${ids.aov}`],
      [me, `external_id=quiz-status-me&product=${ids.business_liability}`],
      [me, `external_id=quiz-status-me&product=999999`],
    ] as const) {
      const res = await as(t, who, 'GET', `/quiz-result?${query}`)
      expect(res.status, query).toBe(404)
      expect((await errorOf(res)).code).toBe('not_found')
    }
  })

  it('refuses a query that does not parse with field errors', async () => {
    const cases: [string, Record<string, string[]>][] = [
      ['', { external_id: ['required'], product: ['required'] }],
      [`?external_id=&product=${ids.aov}`, { external_id: ['tooShort'] }],
      [`?external_id=${'x'.repeat(201)}&product=${ids.aov}`, { external_id: ['tooLong'] }],
      ['?external_id=quiz-main&product=abc', { product: ['invalidFormat'] }],
    ]
    for (const [query, expected] of cases) {
      const res = await as(t, token, 'GET', `/quiz-result${query}`)
      expect((await refusal(res)).field_errors, query).toEqual(expected)
    }
  })
})

describe('the seeded quizzes', () => {
  it('keep their ids when seeded again, with exactly one correct option per question', async () => {
    const before = await quizFor(t, token, ids.aov)
    await seed(t.database.db)
    expect(await quizFor(t, token, ids.aov)).toEqual(before)
    const rows = await t.database.db
      .select({ question: quizOptions.question_id, correct: quizOptions.correct })
      .from(quizOptions)
    const correct = new Map<number, number>()
    for (const r of rows) correct.set(r.question, (correct.get(r.question) ?? 0) + (r.correct ? 1 : 0))
    expect(correct.size).toBe(2 * QUIZ_QUESTION_COUNT)
    expect([...new Set(correct.values())]).toEqual([1])
    // The database itself refuses a second correct option.
    const [option] = await t.database.db
      .select()
      .from(quizOptions)
      .where(eq(quizOptions.correct, false))
      .limit(1)
    await expect(
      t.database.db.update(quizOptions).set({ correct: true }).where(eq(quizOptions.id, option!.id)),
    ).rejects.toThrow()
  })
})

describe('the quiz calls are API paths', () => {
  it('answers JSON for /quiz and /quiz-result, also to a browser asking for HTML', async () => {
    const html = { Accept: 'text/html,application/xhtml+xml' }
    for (const route of [`/quiz?product=${ids.aov}`, `/quiz-result?external_id=x&product=${ids.aov}`]) {
      const res = await t.app.request(`http://zzp.localhost${route}`, { headers: html })
      expect(res.status, route).toBe(401)
      expect(res.headers.get('content-type')).toContain('application/json')
    }
    const unknown = await t.app.request('http://zzp.localhost/quiz/nope', { headers: html })
    expect(unknown.status).toBe(404)
    expect((await errorOf(unknown)).code).toBe('not_found')
    const page = await t.app.request('http://zzp.localhost/checkout/aov-premium-review', { headers: html })
    expect(await page.text()).toContain('spa')
  })
})
