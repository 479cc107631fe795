/**
 * The outbox's worker: what each queued job sends. Reset and sign-up jobs look the address up
 * here, after the request has answered, so the answer cannot tell whether it has an account:
 * - reset: a known address gets a new link (older ones stop working); an unknown one gets nothing;
 * - sign-up: a free address gets a confirmation link (the account exists once it is opened); an
 *   address that already has an account gets a note saying someone tried, with the ways in.
 */
import { PRODUCT_NAME } from '../../../shared/product';
import { sendEmail } from './email';
import type { OutboxJob } from './outbox';
import { RESET_TOKEN_MINUTES, createResetToken, createSignupToken } from './resets';
import { userIdForEmail } from './users';

/** Runs one job. */
export async function runOutboxJob(job: OutboxJob, now: Date): Promise<void> {
  if (job.kind === 'mail') {
    await sendEmail(job, now);
    return;
  }
  const userId = await userIdForEmail(job.email);
  if (job.kind === 'reset') {
    if (!userId) return;
    const token = await createResetToken(userId, now);
    await sendEmail(
      {
        to: job.email,
        subject: `Reset your ${PRODUCT_NAME} password`,
        text: `Someone asked to reset the password of your ${PRODUCT_NAME} account. If it was you, open this link within ${RESET_TOKEN_MINUTES} minutes:\n\n${job.origin}/reset-password#token=${token}\n\nOnly the newest link works. If it was not you, ignore this email: your password stays as it is.`,
      },
      now,
    );
    return;
  }
  if (userId) {
    await sendEmail(
      {
        to: job.email,
        subject: `Someone tried to create a ${PRODUCT_NAME} account with your address`,
        text: `Someone tried to create a ${PRODUCT_NAME} account with this email address, which already has one. If it was you, sign in at ${job.origin}/login, or set a new password at ${job.origin}/forgot-password.\n\nIf it was not you, ignore this email: nothing about your account has changed.`,
      },
      now,
    );
    return;
  }
  const token = await createSignupToken({ name: job.name, email: job.email, passwordHash: job.passwordHash }, now);
  await sendEmail(
    {
      to: job.email,
      subject: `Confirm your ${PRODUCT_NAME} account`,
      text: `Welcome, ${job.name}. Open this link within ${RESET_TOKEN_MINUTES} minutes to confirm your address and finish creating your ${PRODUCT_NAME} account:\n\n${job.origin}/signup#confirm=${token}\n\nIf you did not sign up, ignore this email: no account is made without this link.`,
    },
    now,
  );
}
