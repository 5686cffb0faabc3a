import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/support/render';
import { ExpandableCard } from './ExpandableCard';

function renderCard() {
  return renderWithProviders(
    <ExpandableCard title="Amina Khan" tag={<span>Admin</span>}>
      <p>amina@example.org</p>
    </ExpandableCard>,
  );
}

describe('ExpandableCard', () => {
  it('starts collapsed: the header says so and the body is not shown', () => {
    renderCard();
    const header = screen.getByRole('button', { name: /Amina Khan/ });
    expect(header.getAttribute('aria-expanded')).toBe('false');
    expect(header.hasAttribute('aria-controls')).toBe(false);
    expect(screen.queryByText('amina@example.org')).toBeNull();
    // The title and tag are seen collapsed too; the header is a button inside a heading.
    expect(screen.getByText('Admin')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Amina Khan/ }).contains(header)).toBe(true);
    expect(screen.getByRole('article', { name: 'Amina Khan' })).toBeTruthy();
  });

  it('expands and collapses on click', async () => {
    const { user } = renderCard();
    const header = screen.getByRole('button', { name: /Amina Khan/ });

    await user.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('true');
    const body = screen.getByText('amina@example.org');
    const controlled = document.getElementById(header.getAttribute('aria-controls') ?? '');
    expect(controlled?.contains(body)).toBe(true);

    await user.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('amina@example.org')).toBeNull();
  });

  it('toggles from the keyboard with Enter and Space', async () => {
    const { user } = renderCard();
    const header = screen.getByRole('button', { name: /Amina Khan/ });

    await user.tab();
    expect(document.activeElement).toBe(header);
    await user.keyboard('{Enter}');
    expect(header.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('amina@example.org')).toBeTruthy();

    await user.keyboard(' ');
    expect(header.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('amina@example.org')).toBeNull();
  });

  it('can start expanded', () => {
    renderWithProviders(
      <ExpandableCard title="Amina Khan" initiallyExpanded>
        <p>amina@example.org</p>
      </ExpandableCard>,
    );
    expect(screen.getByRole('button', { name: /Amina Khan/ }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(screen.getByText('amina@example.org')).toBeTruthy();
  });
});
