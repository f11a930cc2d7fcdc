import request from 'supertest';
import {
  ErrorBodySchema,
  LocationSchema,
  LoyaltySchema,
  MailboxSchema,
  MemberAddressSchema,
  MemberPaymentSchema,
  MemberSchema,
  OfferEntrySchema,
  OkSchema,
  SignInResponseSchema,
  VerificationRequiredSchema,
} from '../contract/schemas';
import { DEMO_EMAIL, DEMO_PASSWORD, OTHER_EMAIL, OTHER_PASSWORD } from '../fixtures/members';
import { CAPTCHA, expectShape, seededApp, signIn, testClock, V1 } from '../testing/support';

const M = `${V1}/members`;
const NOT_A_ROBOT = { message: '[300] Please confirm you are not a robot.', code: 300 };

describe('members: sign-up, verification, sign-in', () => {
  const clock = testClock();
  const { app, db } = seededApp({ now: clock.now, tokenTtlMs: 60 * 60_000, testHooks: true });
  afterAll(() => db.close());

  const profile = {
    first_name: 'Jo',
    last_name: 'Newcomer',
    email: 'Jo.Newcomer@Example.com',
    phone: '+1 704-555-0177',
    optin: true,
    optin_sms: false,
    password: 'Cornbread9',
  };

  const mailbox = async (email: string) =>
    expectShape(
      MailboxSchema,
      (await request(app).get(`${V1}/_sandbox/mailbox`).query({ email })).body,
    ).messages;

  it('refuses sign-in, sign-up, forgot password without the bot check', async () => {
    for (const [path, body] of [
      ['signin', { email: DEMO_EMAIL, password: DEMO_PASSWORD }],
      ['create', profile],
      ['forgotpassword', { email: DEMO_EMAIL }],
    ] as const) {
      const res = await request(app)
        .post(`${M}/${path}`)
        .send({ ...body, captcha: 'robot' });
      expect(res.status).toBe(400);
      expect(expectShape(ErrorBodySchema, res.body)).toEqual(NOT_A_ROBOT);
    }
  });

  it('signs up through the e-mailed code, then signs in', async () => {
    const created = await request(app)
      .post(`${M}/create`)
      .send({ ...profile, captcha: CAPTCHA })
      .expect(202);
    expect(expectShape(VerificationRequiredSchema, created.body)).toEqual({
      status: 'verify',
      data: { email: 'jo.newcomer@example.com' },
    });
    const early = await request(app)
      .post(`${M}/signin`)
      .send({ email: profile.email, password: profile.password, captcha: CAPTCHA });
    expect(early.body.code).toBe(212);
    const [latest, first] = await mailbox('jo.newcomer@example.com');
    expect(latest?.kind).toBe('verification');
    expect(first?.kind).toBe('verification');
    const wrong = await request(app)
      .post(`${M}/verify`)
      .send({ email: profile.email, code: '000000' });
    expect(wrong.body.code).toBe(213);
    await request(app)
      .post(`${M}/verify`)
      .send({ email: profile.email, code: first?.code })
      .expect(400);
    const verified = expectShape(
      SignInResponseSchema,
      (
        await request(app)
          .post(`${M}/verify`)
          .send({ email: profile.email, code: latest?.code })
          .expect(200)
      ).body,
    );
    expect(verified.data.user).toMatchObject({
      first_name: 'Jo',
      phone: '7045550177',
      optin: true,
    });
    const signedIn = expectShape(
      SignInResponseSchema,
      (
        await request(app)
          .post(`${M}/signin`)
          .send({ email: 'JO.NEWCOMER@example.com', password: profile.password, captcha: CAPTCHA })
          .expect(200)
      ).body,
    );
    expect(signedIn.status).toBe('ok');
    expect(signedIn.data.tokens).toMatchObject({ provider: 'ordering', id: verified.data.user.id });
  });

  it('checks the sign-up fields', async () => {
    const send = (change: object) =>
      request(app)
        .post(`${M}/create`)
        .send({ ...profile, email: 'x@example.com', ...change, captcha: CAPTCHA });
    expect((await send({ password: 'short1' })).body.code).toBe(214);
    expect((await send({ password: 'nodigitshere' })).body.code).toBe(214);
    expect((await send({ email: 'not-an-email' })).body.message).toBe(
      '[217] Please enter a valid email.',
    );
    expect((await send({ phone: '555' })).body.message).toBe(
      '[217] Please enter a valid phone number.',
    );
    expect((await send({ first_name: '' })).body.code).toBe(217);
  });

  it('answers [210] for a wrong password or an unknown e-mail', async () => {
    for (const credentials of [
      { email: DEMO_EMAIL, password: 'wrong-password1' },
      { email: 'nobody@example.com', password: DEMO_PASSWORD },
    ]) {
      const res = await request(app)
        .post(`${M}/signin`)
        .send({ ...credentials, captcha: CAPTCHA });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: '[210] The email or password you entered is incorrect.',
        code: 210,
      });
    }
  });

  it('signs in with SSO and signs out', async () => {
    const sso = expectShape(
      SignInResponseSchema,
      (
        await request(app)
          .post(`${M}/sso`)
          .send({ code: 'sandbox-sso-ok', redirect_uri: '/account/oauthcallback' })
          .expect(200)
      ).body,
    );
    expect(sso.data.user.email).toBe(DEMO_EMAIL);
    await request(app).post(`${M}/sso`).send({ code: 'forged' }).expect(400);
    const access = sso.data.tokens['access.token'];
    await request(app).get(`${M}/get`).set('authorization', `Bearer ${access}`).expect(200);
    await request(app).delete(`${M}/signout`).set('authorization', `Bearer ${access}`).expect(204);
    const after = await request(app).get(`${M}/get`).set('authorization', `Bearer ${access}`);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(219);
  });

  it('lets tokens expire', async () => {
    const demo = await signIn(app, DEMO_EMAIL, DEMO_PASSWORD);
    await request(app).get(`${M}/payments`).set('x-ordering-token', demo.ordering).expect(200);
    clock.advance(61 * 60_000);
    const expired = await request(app).get(`${M}/payments`).set('x-ordering-token', demo.ordering);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({
      message: '[219] Your session has expired. Please sign in again.',
      code: 219,
    });
    await request(app).get(`${M}/get`).set('authorization', `Bearer ${demo.access}`).expect(401);
  });

  it('resets a forgotten password with the mailed token', async () => {
    const sent = await request(app)
      .post(`${M}/forgotpassword`)
      .send({ email: OTHER_EMAIL, captcha: CAPTCHA })
      .expect(200);
    expectShape(OkSchema, sent.body);
    const [mail] = await mailbox(OTHER_EMAIL);
    expect(mail?.kind).toBe('password_reset');
    expect(mail?.link).toContain('/account/reset-password?token=');
    const token = mail?.token as string;
    await request(app)
      .post(`${M}/resetpassword`)
      .send({ token: 'nope', email: OTHER_EMAIL, password: 'NewGravy99' })
      .expect(400);
    expect(
      (
        await request(app)
          .post(`${M}/resetpassword`)
          .send({ token, email: OTHER_EMAIL, password: 'weak' })
      ).body.code,
    ).toBe(214);
    await request(app)
      .post(`${M}/resetpassword`)
      .send({ token, email: OTHER_EMAIL, password: 'NewGravy99' })
      .expect(200);
    const reused = await request(app)
      .post(`${M}/resetpassword`)
      .send({ token, email: OTHER_EMAIL, password: 'NewGravy98' });
    expect(reused.body).toEqual({
      message: '[216] This password reset link is no longer valid.',
      code: 216,
    });
    await signIn(app, OTHER_EMAIL, 'NewGravy99');
    const old = await request(app)
      .post(`${M}/signin`)
      .send({ email: OTHER_EMAIL, password: OTHER_PASSWORD, captcha: CAPTCHA });
    expect(old.body.code).toBe(210);
  });
});

describe('members: profile, loyalty and saved things', () => {
  const { app, db } = seededApp({ now: testClock().now });
  afterAll(() => db.close());

  it('gets and updates the profile with the access token', async () => {
    const demo = await signIn(app, DEMO_EMAIL, DEMO_PASSWORD);
    const bearer = { authorization: `Bearer ${demo.access}` };
    const me = expectShape(
      MemberSchema,
      (await request(app).get(`${M}/get`).set(bearer).expect(200)).body,
    );
    expect(me).toEqual({
      id: 1001,
      first_name: 'Demo',
      last_name: 'Member',
      email: DEMO_EMAIL,
      phone: '9195550199',
      optin: true,
      optin_sms: false,
    });
    await request(app).get(`${M}/get`).set('x-ordering-token', demo.ordering).expect(401);
    const updated = expectShape(
      MemberSchema,
      (
        await request(app)
          .put(`${M}/update`)
          .set(bearer)
          .send({ ...me, first_name: 'Dee', phone: '1-919-555-0100', optin_sms: true })
          .expect(200)
      ).body,
    );
    expect(updated).toMatchObject({ first_name: 'Dee', phone: '9195550100', optin_sms: true });
  });

  it('changes the password with the current one', async () => {
    const other = await signIn(app, OTHER_EMAIL, OTHER_PASSWORD);
    const bearer = { authorization: `Bearer ${other.access}` };
    const wrong = await request(app)
      .post(`${M}/password`)
      .set(bearer)
      .send({ current: 'nope', new: 'Biscuit2024' });
    expect(wrong.body.code).toBe(215);
    await request(app)
      .post(`${M}/password`)
      .set(bearer)
      .send({ current: OTHER_PASSWORD, new: 'Biscuit2024' })
      .expect(200);
    const again = await signIn(app, OTHER_EMAIL, 'Biscuit2024');
    await request(app)
      .post(`${M}/password`)
      .set('authorization', `Bearer ${again.access}`)
      .send({ current: 'Biscuit2024', new: OTHER_PASSWORD })
      .expect(200);
  });

  it('serves loyalty with wallet rewards of every kind', async () => {
    const demo = await signIn(app, DEMO_EMAIL, DEMO_PASSWORD);
    const loyalty = expectShape(
      LoyaltySchema,
      (
        await request(app)
          .get(`${M}/loyalty`)
          .set('authorization', `Bearer ${demo.access}`)
          .expect(200)
      ).body,
    );
    expect(loyalty.points).toBe(1250);
    const labels = loyalty.wallet.map((w) => w.label);
    expect(labels.filter((l) => l.startsWith('catering - '))).toHaveLength(2);
    expect(loyalty.wallet.some((w) => w.expires && w.expires < '2025-06-04')).toBe(true);
    expect(loyalty.wallet.some((w) => w.status !== 'incomplete')).toBe(true);
    expect(loyalty.wallet.some((w) => w.expires === null && w.status === 'incomplete')).toBe(true);
    await request(app).get(`${M}/loyalty`).expect(401);
  });

  it('lists and redeems offers, with the balance, for the member only', async () => {
    const demo = await signIn(app, DEMO_EMAIL, DEMO_PASSWORD);
    const auth = { 'x-ordering-token': demo.ordering };
    const offers = (await request(app).get(`${M}/offers/all`).set(auth).expect(200)).body.map(
      (o: unknown) => expectShape(OfferEntrySchema, o),
    );
    expect(offers.length).toBe(3);
    const loyal = offers.find((o: { campaign: string }) => o.campaign === 'LOYALTY-15');
    const redeemed = expectShape(
      OfferEntrySchema,
      (
        await request(app)
          .post(`${M}/redeem`)
          .query({ memberID: 1001 })
          .set(auth)
          .send({ id: loyal.id, channel: 'web', campaign: 'LOYALTY-15' })
          .expect(200)
      ).body,
    );
    expect(redeemed).toMatchObject({
      memberid: 1001,
      references: ['RWD-LOYAL-15'],
      label: '15% off for loyal members',
    });
    expect(
      (
        await request(app)
          .post(`${M}/redeem`)
          .query({ memberID: 1001 })
          .set(auth)
          .send({ id: loyal.id, channel: 'web', campaign: 'LOYALTY-15' })
      ).body.code,
    ).toBe(241);
    expect(
      (await request(app).get(`${M}/balance`).query({ memberID: 1001 }).set(auth).expect(200)).body,
    ).toEqual({ balance: 1250 });
    await request(app).get(`${M}/balance`).query({ memberID: 1002 }).set(auth).expect(403);
  });

  it('lists saved cards and addresses (with duplicates) and deletes only the member’s own', async () => {
    const demo = await signIn(app, DEMO_EMAIL, DEMO_PASSWORD);
    const other = await signIn(app, OTHER_EMAIL, OTHER_PASSWORD);
    const auth = { 'x-ordering-token': demo.ordering };
    const cards = (await request(app).get(`${M}/payments`).set(auth).expect(200)).body.map(
      (p: unknown) => expectShape(MemberPaymentSchema, p),
    );
    expect(cards.map((c: { last4: string }) => c.last4)).toEqual(['1111', '4444']);
    const addresses = (await request(app).get(`${M}/addresses`).set(auth).expect(200)).body.map(
      (a: unknown) => expectShape(MemberAddressSchema, a),
    );
    expect(addresses).toHaveLength(5);
    const keys = addresses.map((a: { address: string; building?: string; city: string }) =>
      [a.address, a.building ?? '', a.city]
        .map((p) => p.trim().toLowerCase().replace(/\s+/g, ' '))
        .join('|'),
    );
    expect(new Set(keys).size).toBe(3);
    expect(addresses.filter((a: { default: boolean }) => a.default)).toHaveLength(1);
    await request(app)
      .delete(`${M}/addresses/${addresses[4].id}`)
      .set('x-ordering-token', other.ordering)
      .expect(404);
    await request(app).delete(`${M}/addresses/${addresses[4].id}`).set(auth).expect(204);
    await request(app)
      .delete(`${M}/payments/5002`)
      .set('x-ordering-token', other.ordering)
      .expect(404);
    await request(app).delete(`${M}/payments/5002`).set(auth).expect(204);
    expect((await request(app).get(`${M}/payments`).set(auth)).body).toHaveLength(1);
    expect(
      (await request(app).get(`${M}/payments`).set('x-ordering-token', other.ordering)).body,
    ).toHaveLength(1);
  });

  it('keeps an allergen profile on the account, the member’s own, only of the nine', async () => {
    const demo = await signIn(app, DEMO_EMAIL, DEMO_PASSWORD);
    const other = await signIn(app, OTHER_EMAIL, OTHER_PASSWORD);
    const auth = { 'x-ordering-token': demo.ordering };
    await request(app).get(`${M}/allergens`).expect(401);
    expect((await request(app).get(`${M}/allergens`).set(auth).expect(200)).body).toEqual({
      profile: null,
    });
    const saved = await request(app)
      .put(`${M}/allergens`)
      .set(auth)
      .send({ avoid: ['sesame', 'peanut'], hide: true })
      .expect(200);
    expect(saved.body).toEqual({ profile: { avoid: ['peanut', 'sesame'], hide: true } });
    expect((await request(app).get(`${M}/allergens`).set(auth)).body).toEqual(saved.body);
    expect(
      (await request(app).get(`${M}/allergens`).set('x-ordering-token', other.ordering)).body,
    ).toEqual({ profile: null });
    for (const bad of [
      { avoid: ['gluten'], hide: false },
      { avoid: ['milk'] },
      { avoid: 'milk' },
    ]) {
      const refused = await request(app).put(`${M}/allergens`).set(auth).send(bad).expect(400);
      expectShape(ErrorBodySchema, refused.body);
    }
    expect((await request(app).get(`${M}/allergens`).set(auth)).body).toEqual(saved.body);
  });

  it('keeps favourite locations', async () => {
    const demo = await signIn(app, DEMO_EMAIL, DEMO_PASSWORD);
    const auth = { 'x-ordering-token': demo.ordering };
    const ids = (body: unknown[]) => body.map((l) => expectShape(LocationSchema, l).id);
    expect(
      ids((await request(app).get(`${M}/faves/locations`).set(auth).expect(200)).body),
    ).toEqual([101, 104]);
    expect(
      ids((await request(app).post(`${M}/faves/locations/115`).set(auth).expect(200)).body),
    ).toEqual([101, 104, 115]);
    expect(
      ids((await request(app).delete(`${M}/faves/locations/101`).set(auth).expect(200)).body),
    ).toEqual([104, 115]);
    await request(app).post(`${M}/faves/locations/999`).set(auth).expect(404);
    await request(app).get(`${M}/faves/locations`).expect(401);
  });

  it('subscribes to the e-club', async () => {
    await request(app)
      .post(`${V1}/eclub/subscribe`)
      .send({ email: 'fan@example.com', zip: '27601', birthday: '04/12' })
      .expect(200);
    await request(app).post(`${V1}/eclub/subscribe`).send({ email: 'nope' }).expect(400);
  });
});

describe('members: sign-up without verification (SANDBOX_REQUIRE_VERIFY=false)', () => {
  const { app, db } = seededApp({ requireVerify: false, testHooks: true });
  afterAll(() => db.close());

  it('answers the tokens at once', async () => {
    const res = await request(app)
      .post(`${M}/create`)
      .send({
        first_name: 'Quick',
        last_name: 'Start',
        email: 'quick@example.com',
        phone: '9195550111',
        optin: false,
        optin_sms: false,
        password: 'Quick1234',
        captcha: CAPTCHA,
      })
      .expect(200);
    expect(expectShape(SignInResponseSchema, res.body).data.user.email).toBe('quick@example.com');
    const mail = expectShape(
      MailboxSchema,
      (await request(app).get(`${V1}/_sandbox/mailbox`)).body,
    );
    expect(mail.messages).toEqual([]);
  });
});
