import request from 'supertest';
import {
  ErrorBodySchema,
  MailboxSchema,
  SignInResponseSchema,
  VerificationRequiredSchema,
} from '../contract/schemas';
import { createApp } from '../app';
import { DEMO_EMAIL } from '../fixtures/members';
import { CAPTCHA, expectShape, seededApp, testClock, V1 } from '../testing/support';

const M = `${V1}/members`;

/** "Send a new code" on /account/verify: a fresh code in place of one that did not arrive. */
describe('members: a new verification code', () => {
  const clock = testClock();
  const { app, db } = seededApp({ testHooks: true, now: clock.now });
  afterAll(() => db.close());

  const signUp = (email: string) =>
    request(app)
      .post(`${M}/create`)
      .send({
        first_name: 'Nora',
        last_name: 'Newcode',
        email,
        phone: '9195550123',
        optin: false,
        optin_sms: false,
        password: 'Biscuits123',
        captcha: CAPTCHA,
      })
      .expect(202);
  const newCode = (email: string, language = 'en-US') =>
    request(app).post(`${M}/verify/newcode`).set('accept-language', language).send({ email });
  const verify = (email: string, code: string | undefined) =>
    request(app).post(`${M}/verify`).send({ email, code });
  const mailbox = async (email: string) =>
    expectShape(
      MailboxSchema,
      (await request(app).get(`${V1}/_sandbox/mailbox`).query({ email })).body,
    ).messages;
  const refusal = (body: unknown) => expectShape(ErrorBodySchema, body);

  it('e-mails a new code, and the code sent before no longer works', async () => {
    const email = 'nora@example.com';
    await signUp(email);
    const [first] = await mailbox(email);

    const sent = await newCode(email).expect(200);
    expect(expectShape(VerificationRequiredSchema, sent.body)).toEqual({
      status: 'verify',
      data: { email },
    });
    const [fresh, ...older] = await mailbox(email);
    expect(older).toHaveLength(1);
    expect(fresh).toMatchObject({
      kind: 'verification',
      to: email,
      subject: 'Your new verification code',
    });
    expect(fresh?.body).toContain(`Your new verification code is ${fresh?.code}.`);
    expect(fresh?.code).not.toBe(first?.code);

    expect(refusal((await verify(email, first?.code).expect(400)).body).code).toBe(213);
    expectShape(SignInResponseSchema, (await verify(email, fresh?.code).expect(200)).body);
  });

  it('waits 30 seconds between asks, and says how long is left', async () => {
    const email = 'wait@example.com';
    await signUp(email);
    await newCode(email).expect(200);
    clock.advance(5_000);
    expect(refusal((await newCode(email).expect(400)).body)).toEqual({
      message: '[261] Please wait 25 seconds before asking for a new code.',
      code: 261,
    });
    clock.advance(24_500);
    expect((await newCode(email).expect(400)).body.message).toBe(
      '[261] Please wait 1 second before asking for a new code.',
    );
    clock.advance(500);
    await newCode(email).expect(200);
    // A refused ask sent nothing: the sign-up's code and the two new ones.
    expect(await mailbox(email)).toHaveLength(3);
  });

  it('keeps the asks across a restart', async () => {
    const email = 'restart@example.com';
    await signUp(email);
    await newCode(email).expect(200);
    const restarted = createApp(db, { testHooks: true, now: clock.now });
    await request(restarted).post(`${M}/verify/newcode`).send({ email }).expect(400);
  });

  it('sends at most 5 new codes for one sign-up; another sign-up starts afresh', async () => {
    const email = 'limit@example.com';
    await signUp(email);
    for (let ask = 0; ask < 5; ask += 1) {
      await newCode(email).expect(200);
      clock.advance(30_000);
    }
    expect(refusal((await newCode(email).expect(400)).body)).toEqual({
      message:
        '[261] You have asked for 5 new codes, the most we send for one sign-up. Please use the latest one, or ask again in 30 minutes.',
      code: 261,
    });
    const [latest] = await mailbox(email);
    expect(await mailbox(email)).toHaveLength(6);

    // Once the latest code has expired, the verification is over and asks start again.
    clock.advance(29 * 60_000);
    expect((await newCode(email).expect(400)).body.message).toContain('ask again in 1 minute.');
    clock.advance(60_000);
    await newCode(email).expect(200);
    expect((await mailbox(email))[0]?.code).not.toBe(latest?.code);

    for (let ask = 0; ask < 4; ask += 1) {
      clock.advance(30_000);
      await newCode(email).expect(200);
    }
    clock.advance(30_000);
    await newCode(email).expect(400);
    await signUp(email);
    await newCode(email).expect(200);
  });

  it('writes the e-mail and the refusal in the language asked in', async () => {
    const email = 'lucia@example.com';
    await signUp(email);
    await newCode(email, 'es-MX').expect(200);
    const [fresh] = await mailbox(email);
    expect(fresh).toMatchObject({ subject: 'Tu nuevo código de verificación' });
    expect(fresh?.body).toBe(
      `Tu nuevo código de verificación es ${fresh?.code}. Vence en 30 minutos. ` +
        'Los códigos que te enviamos antes ya no funcionan.',
    );
    clock.advance(10_000);
    expect(refusal((await newCode(email, 'es').expect(400)).body)).toEqual({
      message: '[261] Espera 20 segundos para pedir un código nuevo.',
      code: 261,
    });
    for (let ask = 0; ask < 4; ask += 1) {
      clock.advance(30_000);
      await newCode(email, 'es').expect(200);
    }
    clock.advance(30_000);
    expect((await newCode(email, 'es').expect(400)).body.message).toBe(
      '[261] Ya pediste 5 códigos nuevos, el máximo que enviamos por registro. Usa el último o vuelve a pedir uno en 30 minutos.',
    );
  });

  it('answers alike whoever has an account, and e-mails only a sign-up waiting for a code', async () => {
    const stranger = 'nobody-here@example.com';
    for (const email of [DEMO_EMAIL, stranger]) {
      const sent = await newCode(email).expect(200);
      expect(sent.body).toEqual({ status: 'verify', data: { email } });
      clock.advance(1_000);
      expect((await newCode(email).expect(400)).body.code).toBe(261);
      expect(await mailbox(email)).toEqual([]);
    }
  });

  it('refuses a malformed e-mail before counting it', async () => {
    expect(refusal((await newCode('not-an-email').expect(400)).body).code).toBe(217);
    await request(app).post(`${M}/verify/newcode`).send({}).expect(400);
  });
});
