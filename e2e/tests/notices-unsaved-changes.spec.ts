import { expect, test } from '../support/fixtures';
import { snapshot } from '../support/screens';

const QUESTION = 'Closing the modal will lose any unsaved changes. Do you want to proceed?';

test('a modal with touched fields asks before it closes', async ({ adminPage: page }, testInfo) => {
  await page.goto('/networks');
  const openCreate = page.getByRole('button', { name: /^(Add Network|Create Network)$/ }).first();
  const dialog = page.getByRole('dialog', { name: 'Create a Network' });

  await test.step('untouched, it closes at once', async () => {
    await openCreate.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByText(QUESTION)).toBeHidden();
  });

  await test.step('after typing, closing asks the question; No keeps the modal and what was typed', async () => {
    await openCreate.click();
    await dialog.getByLabel('Network name').fill('branch office');
    await page.keyboard.press('Escape');
    const question = page.getByRole('dialog', { name: 'Unsaved changes' });
    await expect(question.getByText(QUESTION)).toBeVisible();
    await snapshot(page, testInfo, 'unsaved-changes-question');
    await question.getByRole('button', { name: 'No' }).click();
    await expect(question).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Network name')).toHaveValue('branch office');
  });

  await test.step('Cancel asks too, and Yes closes the modal', async () => {
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const question = page.getByRole('dialog', { name: 'Unsaved changes' });
    await expect(question.getByText(QUESTION)).toBeVisible();
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect(dialog).toBeHidden();
    await expect(question).toBeHidden();
  });

  await test.step('opened again, the form starts empty', async () => {
    await openCreate.click();
    await expect(dialog.getByLabel('Network name')).toHaveValue('');
  });
});
