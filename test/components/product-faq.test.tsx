import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ProductFaq } from '../../views/products/ProductCard'

const FAQ = [
  { question: 'Welke schade is gedekt?', answer: 'Letsel- en zaakschade.' },
  { question: 'Hoeveel is het eigen risico?', answer: '€ 250 per schade.' },
]

function show(openFirst: boolean) {
  const onOpen = vi.fn()
  render(
    <MantineProvider env="test">
      <ProductFaq faq={FAQ} openFirst={openFirst} onOpen={onOpen} />
    </MantineProvider>,
  )
  const item = (question: string) => screen.getByText(question).closest('details')!
  return { onOpen, item }
}

describe("a product's questions (ProductFaq)", () => {
  it('are closed disclosures; opening one shows its answer and is told once per opening', async () => {
    const user = userEvent.setup()
    const { onOpen, item } = show(false)
    expect(item('Welke schade is gedekt?').open).toBe(false)
    expect(item('Hoeveel is het eigen risico?').open).toBe(false)

    await user.click(screen.getByText('Welke schade is gedekt?'))
    expect(item('Welke schade is gedekt?').open).toBe(true)
    expect(onOpen).toHaveBeenCalledTimes(1)

    // Closing it again is no opening.
    await user.click(screen.getByText('Welke schade is gedekt?'))
    expect(item('Welke schade is gedekt?').open).toBe(false)
    expect(onOpen).toHaveBeenCalledTimes(1)

    // A second question opens beside the first (keyboard opening is the browser's own: e2e).
    await user.click(screen.getByText('Welke schade is gedekt?'))
    await user.click(screen.getByText('Hoeveel is het eigen risico?'))
    expect(item('Welke schade is gedekt?').open).toBe(true)
    expect(item('Hoeveel is het eigen risico?').open).toBe(true)
    expect(onOpen).toHaveBeenCalledTimes(3)
  })

  it("for the only product the first question is open from the start, which is not the customer's opening", () => {
    const { onOpen, item } = show(true)
    expect(item('Welke schade is gedekt?').open).toBe(true)
    expect(item('Hoeveel is het eigen risico?').open).toBe(false)
    expect(onOpen).not.toHaveBeenCalled()
  })
})
