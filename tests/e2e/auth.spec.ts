import {
  confirmationLink,
  copy,
  expect,
  prefix,
  readLatestMail,
  signIn,
  signUp,
  submitSignUp,
  test,
  uniqueEmail,
  type Locale,
} from './fixtures.js';

for (const locale of ['en', 'es'] as Locale[]) {
  const t = copy[locale];
  const p = prefix(locale);

  test.describe(`auth (${locale})`, () => {
    test('sign up, confirm the mailed link, land on the screener; sign out; sign in; wrong password', async ({
      page,
    }) => {
      const email = uniqueEmail(`signup-${locale}`);
      const password = 'a calm river 42';
      await submitSignUp(page, locale, email, password);
      await expect(page).toHaveURL(`${p}/auth`);
      // Not usable before the email is confirmed, even with the right password.
      await signIn(page, locale, email, password);
      await expect(page.getByText(t.confirmFirst)).toBeVisible();
      await expect(page).toHaveURL(`${p}/auth`);

      const link = confirmationLink(email);
      expect(link).toContain(`${p}/auth#type=signup&token=`);
      await page.goto(link);
      await expect(page.getByText(t.accountCreated)).toBeVisible();
      await expect(page).toHaveURL(`${p}/schema-screener`);
      await expect(page.getByRole('heading', { name: t.screenerHeading })).toBeVisible();

      // The session survives a reload and a new tab.
      await page.reload();
      await expect(page).toHaveURL(`${p}/schema-screener`);
      const secondTab = await page.context().newPage();
      await secondTab.goto(`${p}/auth`);
      await expect(secondTab).toHaveURL(`${p}/schema-screener`);
      await secondTab.close();

      await page.getByRole('button', { name: t.signOut }).click();
      await expect(page.getByText(t.signedOut)).toBeVisible();
      await expect(page).toHaveURL(`${p}/auth`);
      await page.goto(`${p}/`);
      await expect(page).toHaveURL(`${p}/auth`);

      await signIn(page, locale, email, 'not my password');
      await expect(page.getByText(t.signInFailed)).toBeVisible();
      await expect(page).toHaveURL(`${p}/auth`);

      await signIn(page, locale, email, password);
      await expect(page.getByText(t.welcomeBack)).toBeVisible();
      await expect(page).toHaveURL(`${p}/schema-screener`);
    });

    test('signing up with a registered email looks like any sign-up; the owner gets a note', async ({ page }) => {
      const email = uniqueEmail(`again-${locale}`);
      await submitSignUp(page, locale, email, 'a calm river 42');
      await submitSignUp(page, locale, email, 'someone else 12');
      await expect(page).toHaveURL(`${p}/auth`);
      expect(readLatestMail(email).subject).toBe(t.accountExistsSubject);
    });

    test('form validation speaks the page language', async ({ page }) => {
      await page.goto(`${p}/auth`);
      await page.getByRole('tab', { name: t.signUpTab }).click();
      await page.getByLabel(t.email).fill(uniqueEmail('short'));
      await page.getByLabel(t.password, { exact: true }).fill('123');
      await page.getByRole('button', { name: t.signUp, exact: true }).click();
      await expect(page.getByText(t.tooShort)).toBeVisible();
    });

    test('reset password through the mailed link: signed in at home, new works, old fails, link works once', async ({
      page,
    }) => {
      const email = uniqueEmail(`reset-${locale}`);
      const oldPassword = 'an old calm river 1';
      const newPassword = 'a new quiet lake 2';
      await signUp(page, locale, email, oldPassword);
      await expect(page).toHaveURL(`${p}/schema-screener`);
      await page.getByRole('button', { name: t.signOut }).click();
      await expect(page).toHaveURL(`${p}/auth`);

      await page.getByRole('button', { name: t.forgot }).click();
      await page.getByLabel(t.email).fill(email);
      await page.getByRole('button', { name: t.sendReset }).click();
      // The answer stays on the panel, with the address, rather than in a toast that fades.
      await expect(page.getByRole('heading', { name: t.checkEmail })).toBeVisible();
      await expect(page.getByText(email)).toBeVisible();

      const mail = readLatestMail(email);
      const link = mail.text.match(/https?:\/\/\S+/)?.[0];
      expect(link).toContain(`${p}/auth#type=recovery&token=`);
      await page.goto(link!);
      // The token is read once and wiped from the address bar, keeping the path.
      await expect(page.getByLabel(t.newPassword, { exact: true })).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('');
      await expect(page).toHaveURL(`${p}/auth`);
      await page.getByLabel(t.newPassword, { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: t.updatePassword }).click();
      await expect(page.getByText(t.passwordUpdated)).toBeVisible();
      // Signed in by the reset, on to home (spec 4), which sends a new account on to the screener.
      await expect(page).toHaveURL(`${p}/schema-screener`);
      await page.getByRole('button', { name: t.signOut }).click();
      await expect(page).toHaveURL(`${p}/auth`);

      await signIn(page, locale, email, oldPassword);
      await expect(page.getByText(t.signInFailed)).toBeVisible();
      await signIn(page, locale, email, newPassword);
      await expect(page).toHaveURL(`${p}/schema-screener`);
      await page.getByRole('button', { name: t.signOut }).click();
      await expect(page).toHaveURL(`${p}/auth`);

      // A used link says so before asking for a password.
      await page.goto(link!);
      await expect(page.getByRole('alert')).toContainText(t.invalidLink);
      await expect(page.getByLabel(t.newPassword, { exact: true })).toHaveCount(0);
    });
  });
}
