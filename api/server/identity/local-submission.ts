import { DOCUMENT_ERRORS } from '../../contract/documents'
import { LOCAL_IDENTITY_MAX_BYTES } from '../../contract/identity'
import { sniffType } from '../documents/files'
import { errorBody, HttpError, refused } from '../http/errors'
import {
  MultipartError,
  readMultipart,
  type MultipartBody,
  type MultipartFailure,
  type PartSink,
} from '../http/multipart'

/** The image parts of the local overlay's form. */
export const IMAGE_FIELDS = ['document', 'selfie'] as const
type ImageField = (typeof IMAGE_FIELDS)[number]

/** Both images full-size, plus room for part headers and the two short fields. */
export const LOCAL_SUBMISSION_MAX_BYTES = 2 * LOCAL_IDENTITY_MAX_BYTES + 64 * 1024

/** What the overlay's form held: its text fields, the images that passed and the images' field errors. */
export interface LocalSubmission {
  fields: Record<string, string>
  images: Set<ImageField>
  fieldErrors: Record<string, string[]>
}

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png'])
/** A text field is a short secret or an outcome key. */
const MAX_FIELD_BYTES = 1024
const MAX_PARTS = 10
const TEXT_FIELDS = new Set(['client_secret', 'outcome'])

const invalidMultipart = () => refused(DOCUMENT_ERRORS.invalidMultipart, 'The body is not valid multipart.')

const isImageField = (name: string): name is ImageField => (IMAGE_FIELDS as readonly string[]).includes(name)

/** The answer to a body the multipart reader refused. */
function refusal(failure: MultipartFailure): HttpError {
  if (failure.reason === 'bodySize') {
    return new HttpError(413, errorBody('payload_too_large', 'The request body is too large.'))
  }
  if (failure.reason === 'fileSize' && isImageField(failure.part.name)) {
    return new HttpError(
      400,
      errorBody('validation_error', 'The image is too large.', {
        field_errors: { [failure.part.name]: ['fileSize'] },
      }),
    )
  }
  return invalidMultipart()
}

/**
 * Reads the local overlay's multipart body. The images are checked (an image by its magic bytes, JPEG or
 * PNG, as declared; not empty; at most LOCAL_IDENTITY_MAX_BYTES) as they stream by and then forgotten:
 * the local stand-in has no use for identity documents and must not hoard them, so no byte of them is
 * kept, on disk or in memory, beyond the first few the check looks at.
 */
export async function readLocalSubmission(form: MultipartBody): Promise<LocalSubmission> {
  const submission: LocalSubmission = { fields: {}, images: new Set(), fieldErrors: {} }

  const imageSink = (name: ImageField, declared: string): PartSink => {
    let size = 0
    let head = Buffer.alloc(0)
    return {
      async write(chunk) {
        size += chunk.length
        if (head.length < 8) head = Buffer.concat([head, chunk.subarray(0, 8)])
      },
      async end() {
        const real = sniffType(head)
        const error =
          size === 0
            ? 'fileEmpty'
            : real === null || !IMAGE_TYPES.has(real) || real !== declared
              ? 'fileType'
              : null
        if (error) {
          submission.fieldErrors[name] = [error]
          submission.images.delete(name)
        } else if (!submission.fieldErrors[name]) submission.images.add(name)
      },
    }
  }

  // Only the form's own fields are kept (a part named `__proto__` must not reach an object).
  const keepField = (name: string, value: string) => {
    if (TEXT_FIELDS.has(name)) submission.fields[name] = value
  }

  /** A text field sent as a file part (with a file name). */
  const fieldSink = (name: string): PartSink => {
    const chunks: Buffer[] = []
    let size = 0
    return {
      async write(chunk) {
        size += chunk.length
        if (size > MAX_FIELD_BYTES) throw invalidMultipart()
        chunks.push(chunk)
      },
      async end() {
        keepField(name, Buffer.concat(chunks).toString('utf8'))
      },
    }
  }

  try {
    await readMultipart(form, {
      limits: {
        bodyBytes: LOCAL_SUBMISSION_MAX_BYTES,
        parts: MAX_PARTS,
        files: MAX_PARTS,
        fileBytes: LOCAL_IDENTITY_MAX_BYTES,
        fieldBytes: MAX_FIELD_BYTES,
      },
      onFile: async (part) =>
        isImageField(part.name) ? imageSink(part.name, part.contentType) : fieldSink(part.name),
      onField: async ({ name, contentType }, value) => {
        if (!isImageField(name)) return keepField(name, value)
        // An image sent as a text part (no file name): checked like one, so it fails as one.
        const sink = imageSink(name, contentType)
        await sink.write(Buffer.from(value))
        await sink.end()
      },
    })
  } catch (err) {
    if (err instanceof MultipartError) throw refusal(err.failure)
    throw err
  }
  return submission
}
