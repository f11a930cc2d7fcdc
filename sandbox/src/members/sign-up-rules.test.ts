import crypto from 'node:crypto';
import request from 'supertest';
import { MailboxSchema, SignInResponseSchema } from '../contract/schemas';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../fixtures/members';
import { CAPTCHA, expectShape, seededApp, signIn, V1 } from '../testing/support';

const M = `${V1}/members`;

/** sign-up cannot take an account over, nor tell who has one. */
describe('members: sign-up and forgot password as a strict platform answers them', () => {
  const { app, db } = seededApp({ testHooks: true });
  afterAll(() => db.close());

  const signUp = (email: string, change: Record<string, unknown> = {}) =>
    request(app)
      .post(`${M}/create`)
      .send({
        first_name: 'Vera',
        last_name: 'First',
        email,
        phone: '9195550123',
        optin: false,
        optin_sms: false,
        password: 'Victim1234',
        captcha: CAPTCHA,
        ...change,
      });
  const mailbox = async (email: string) =>
    expectShape(
      MailboxSchema,
      (await request(app).get(`${V1}/_sandbox/mailbox`).query({ email })).body,
    ).messages;
  const verify = (email: string, code: string | undefined) =>
    request(app).post(`${M}/verify`).send({ email, code });
  const signInAs = (email: string, password: string) =>
    request(app).post(`${M}/signin`).send({ email, password, captcha: CAPTCHA });

  it('keeps the first sign-up of an unverified e-mail and sends that e-mail a fresh code', async () => {
    const email = 'vera@example.com';
    await signUp(email).expect(202);
    const [first] = await mailbox(email);
    // Someone else signs up with the same e-mail, another name and password.
    const second = await signUp(email, {
      first_name: 'Mallory',
      last_name: 'Taker',
      password: 'Attacker999',
    });
    expect(second.status).toBe(202);
    expect(second.body).toEqual({ status: 'verify', data: { email } });
    const [fresh, ...older] = await mailbox(email);
    expect(older).toHaveLength(1);
    expect(fresh).toMatchObject({ kind: 'verification', to: email });
    expect(fresh?.code).not.toBe(first?.code);
    expect(fresh?.body).toContain('keeps the name and password of the first sign-up');
    // The fresh code went to the owner of the e-mail; the first code no longer works.
    await verify(email, first?.code).expect(400);
    const verified = expectShape(
      SignInResponseSchema,
      (await verify(email, fresh?.code).expect(200)).body,
    );
    expect(verified.data.user).toMatchObject({ first_name: 'Vera', last_name: 'First' });
    await signInAs(email, 'Victim1234').expect(200);
    expect((await signInAs(email, 'Attacker999')).body.code).toBe(210);
  });

  it('answers a sign-up with a verified account’s e-mail as a new one, e-mails it, changes nothing', async () => {
    const fresh = await signUp('brand.new@example.com');
    const taken = await signUp(DEMO_EMAIL.toUpperCase(), { password: 'Taken12345' });
    expect({ status: taken.status, body: taken.body }).toEqual({
      status: fresh.status,
      body: { status: 'verify', data: { email: DEMO_EMAIL } },
    });
    expect(fresh.body).toEqual({ status: 'verify', data: { email: 'brand.new@example.com' } });
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    const [mail] = await mailbox(DEMO_EMAIL);
    expect(mail).toMatchObject({
      kind: 'account_exists',
      to: DEMO_EMAIL,
      subject: 'Someone tried to sign up with your email',
      link: `/account/login?email=${encodeURIComponent(DEMO_EMAIL)}`,
    });
    expect(mail?.body).toMatch(/sign in, or reset your password/);
    expect(mail?.code).toBeUndefined();
    // Nothing changed: the demo password still signs in, the new one does not, same name.
    const demo = await signIn(app, DEMO_EMAIL, DEMO_PASSWORD);
    const me = await request(app).get(`${M}/get`).set('authorization', `Bearer ${demo.access}`);
    expect(me.body).toMatchObject({ first_name: 'Demo', last_name: 'Member' });
    expect((await signInAs(DEMO_EMAIL, 'Taken12345')).body.code).toBe(210);
    // No code was issued that would sign anyone in as the demo member.
    expect((await verify(DEMO_EMAIL, '000000')).body.code).toBe(213);
  });

  it('hashes the password whether or not the e-mail has an account', async () => {
    const scrypt = jest.spyOn(crypto, 'scrypt');
    try {
      await signUp('timing.new@example.com').expect(202);
      const forNew = scrypt.mock.calls.length;
      scrypt.mockClear();
      await signUp(DEMO_EMAIL).expect(202);
      const forTaken = scrypt.mock.calls.length;
      expect(forNew).toBe(1);
      expect(forTaken).toBe(forNew);
    } finally {
      scrypt.mockRestore();
    }
  });

  it('answers forgot password the same for any well-formed e-mail, and e-mails it', async () => {
    const known = await request(app)
      .post(`${M}/forgotpassword`)
      .send({ email: DEMO_EMAIL, captcha: CAPTCHA });
    const unknown = await request(app)
      .post(`${M}/forgotpassword`)
      .send({ email: 'Nobody@Example.com', captcha: CAPTCHA });
    expect({ status: unknown.status, body: unknown.body }).toEqual({
      status: known.status,
      body: known.body,
    });
    expect(known.status).toBe(200);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    expect((await mailbox(DEMO_EMAIL))[0]?.kind).toBe('password_reset');
    const [none] = await mailbox('nobody@example.com');
    expect(none).toMatchObject({ kind: 'no_account', to: 'nobody@example.com' });
    expect(none?.token).toBeUndefined();
    // A malformed e-mail is refused whoever asks, as before.
    expect(
      (await request(app).post(`${M}/forgotpassword`).send({ email: 'nope', captcha: CAPTCHA }))
        .body.code,
    ).toBe(217);
  });

  it('writes each member e-mail in the language the page asked in', async () => {
    const email = 'rosa@example.com';
    await signUp(email).set('accept-language', 'es-MX').expect(202);
    const [code] = await mailbox(email);
    expect(code).toMatchObject({ kind: 'verification', subject: 'Tu código de verificación' });
    expect(code?.body).toBe(`Tu código de verificación es ${code?.code}. Vence en 30 minutos.`);
    await request(app)
      .post(`${M}/forgotpassword`)
      .set('accept-language', 'es')
      .send({ email: 'nadie@example.com', captcha: CAPTCHA })
      .expect(200);
    const [none] = await mailbox('nadie@example.com');
    expect(none).toMatchObject({ kind: 'no_account', subject: 'Restablece tu contraseña' });
    // Every mail has a text in each language, none left in English.
    await signUp(DEMO_EMAIL).set('accept-language', 'es').expect(202);
    const [exists] = await mailbox(DEMO_EMAIL);
    expect(exists).toMatchObject({
      kind: 'account_exists',
      subject: 'Alguien intentó registrarse con tu correo',
    });
  });
});
