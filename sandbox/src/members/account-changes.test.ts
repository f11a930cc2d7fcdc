import request from 'supertest';
import {
  EmailChangeRequiredSchema,
  ErrorBodySchema,
  MailboxSchema,
  MemberSchema,
} from '../contract/schemas';
import { DEMO_EMAIL, DEMO_PASSWORD, OTHER_EMAIL, OTHER_PASSWORD } from '../fixtures/members';
import { CAPTCHA, expectShape, seededApp, signIn, testClock, V1 } from '../testing/support';

const M = `${V1}/members`;

/**
 * A new password ends every other session, and the login e-mail changes only with
 * the current password and the code sent to the new address, never telling whether an address
 * has an account.
 */
describe('members: password and e-mail changes', () => {
  const { app, db } = seededApp({ now: testClock().now, testHooks: true });
  afterAll(() => db.close());

  const mailbox = async (email: string) =>
    expectShape(
      MailboxSchema,
      (await request(app).get(`${V1}/_sandbox/mailbox`).query({ email })).body,
    ).messages;
  const profileOf = async (access: string) =>
    expectShape(
      MemberSchema,
      (await request(app).get(`${M}/get`).set('authorization', `Bearer ${access}`).expect(200))
        .body,
    );
  const update = (access: string, body: object) =>
    request(app).put(`${M}/update`).set('authorization', `Bearer ${access}`).send(body);

  it('a password change ends every other session of the member, and keeps this one', async () => {
    const phone = await signIn(app, OTHER_EMAIL, OTHER_PASSWORD);
    const laptop = await signIn(app, OTHER_EMAIL, OTHER_PASSWORD);
    const demo = await signIn(app, DEMO_EMAIL, DEMO_PASSWORD);
    await request(app)
      .post(`${M}/password`)
      .set('authorization', `Bearer ${laptop.access}`)
      .send({ current: OTHER_PASSWORD, new: 'Biscuit2024' })
      .expect(200);
    await request(app).get(`${M}/get`).set('authorization', `Bearer ${phone.access}`).expect(401);
    await request(app).get(`${M}/offers/all`).set('x-ordering-token', phone.ordering).expect(401);
    await profileOf(laptop.access);
    // Another member's session is not touched.
    await profileOf(demo.access);
    await request(app)
      .post(`${M}/password`)
      .set('authorization', `Bearer ${laptop.access}`)
      .send({ current: 'Biscuit2024', new: OTHER_PASSWORD })
      .expect(200);
  });

  it('a password reset ends every session', async () => {
    const before = await signIn(app, OTHER_EMAIL, OTHER_PASSWORD);
    await request(app)
      .post(`${M}/forgotpassword`)
      .send({ email: OTHER_EMAIL, captcha: CAPTCHA })
      .expect(200);
    const [mail] = await mailbox(OTHER_EMAIL);
    await request(app)
      .post(`${M}/resetpassword`)
      .send({ email: OTHER_EMAIL, token: mail?.token, password: OTHER_PASSWORD })
      .expect(200);
    await request(app).get(`${M}/get`).set('authorization', `Bearer ${before.access}`).expect(401);
  });

  it('names and phone change without the password; the e-mail needs it', async () => {
    const other = await signIn(app, OTHER_EMAIL, OTHER_PASSWORD);
    const me = await profileOf(other.access);
    const { id: _id, ...profile } = me;
    await update(other.access, { ...profile, first_name: 'Olive' }).expect(200);
    const missing = await update(other.access, { ...profile, email: 'olive@example.com' });
    expect(expectShape(ErrorBodySchema, missing.body).code).toBe(260);
    const wrong = await update(other.access, {
      ...profile,
      email: 'olive@example.com',
      password: 'not-it-1',
    });
    expect(wrong.body.code).toBe(215);
    expect((await profileOf(other.access)).email).toBe(OTHER_EMAIL);
    expect(await mailbox('olive@example.com')).toEqual([]);
  });

  it('a new e-mail changes only with the code sent to it', async () => {
    const other = await signIn(app, OTHER_EMAIL, OTHER_PASSWORD);
    const { id: _id, ...profile } = await profileOf(other.access);
    const asked = await update(other.access, {
      ...profile,
      first_name: 'Oscar',
      email: 'Oscar@Example.com',
      password: OTHER_PASSWORD,
    }).expect(202);
    expect(expectShape(EmailChangeRequiredSchema, asked.body)).toEqual({
      status: 'verify_email',
      data: { email: 'oscar@example.com' },
    });
    // Nothing changed yet, not even the name sent with it.
    expect(await profileOf(other.access)).toMatchObject({ email: OTHER_EMAIL });
    const [mail] = await mailbox('oscar@example.com');
    expect(mail?.kind).toBe('email_change');
    const change = { ...profile, email: 'oscar@example.com', password: OTHER_PASSWORD };
    const wrongCode = await update(other.access, { ...change, email_code: '000000' });
    expect(wrongCode.body.code).toBe(213);
    // The code without the password is not enough.
    const noPassword = await update(other.access, {
      ...change,
      password: undefined,
      email_code: mail?.code,
    });
    expect(noPassword.body.code).toBe(260);
    const changed = await update(other.access, { ...change, email_code: mail?.code }).expect(200);
    expect(expectShape(MemberSchema, changed.body).email).toBe('oscar@example.com');
    expect((await mailbox(OTHER_EMAIL))[0]?.kind).toBe('email_changed');
    // The code is used up, and the member signs in with the new e-mail.
    await signIn(app, 'oscar@example.com', OTHER_PASSWORD);
    await update(other.access, { ...profile, email: OTHER_EMAIL, password: OTHER_PASSWORD });
    const [back] = await mailbox(OTHER_EMAIL);
    await update(other.access, {
      ...profile,
      email: OTHER_EMAIL,
      password: OTHER_PASSWORD,
      email_code: back?.code,
    }).expect(200);
  });

  it('answers the same whether the new e-mail is taken or not; the taken one’s owner is told', async () => {
    const other = await signIn(app, OTHER_EMAIL, OTHER_PASSWORD);
    const { id: _id, ...profile } = await profileOf(other.access);
    const ask = (email: string) =>
      update(other.access, { ...profile, email, password: OTHER_PASSWORD });
    const free = await ask('nobody-yet@example.com');
    const taken = await ask(DEMO_EMAIL);
    expect(taken.status).toBe(free.status);
    expect(taken.headers['content-type']).toBe(free.headers['content-type']);
    expect(taken.body).toEqual({ status: 'verify_email', data: { email: DEMO_EMAIL } });
    expect(free.body).toEqual({
      status: 'verify_email',
      data: { email: 'nobody-yet@example.com' },
    });
    const [notice] = await mailbox(DEMO_EMAIL);
    expect(notice?.kind).toBe('email_in_use');
    expect(notice?.code).toBeUndefined();
    // No code can take the address over: every code is wrong, as a wrong code is.
    const guess = await update(other.access, {
      ...profile,
      email: DEMO_EMAIL,
      password: OTHER_PASSWORD,
      email_code: '123456',
    });
    expect(guess.body.code).toBe(213);
    expect((await profileOf(other.access)).email).toBe(OTHER_EMAIL);
  });

  it('five wrong codes end the pending change', async () => {
    const other = await signIn(app, OTHER_EMAIL, OTHER_PASSWORD);
    const { id: _id, ...profile } = await profileOf(other.access);
    const change = { ...profile, email: 'five@example.com', password: OTHER_PASSWORD };
    await update(other.access, change).expect(202);
    const [mail] = await mailbox('five@example.com');
    for (let i = 0; i < 5; i += 1) {
      const wrong = await update(other.access, { ...change, email_code: `00000${i}` });
      expect(wrong.body.code).toBe(213);
    }
    const late = await update(other.access, { ...change, email_code: mail?.code });
    expect(late.body.code).toBe(213);
  });
});
