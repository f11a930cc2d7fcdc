import request from 'supertest';
import { ErrorBodySchema, OkSchema } from '../contract/schemas';
import { CAPTCHA, expectShape, seededApp, V1 } from '../testing/support';

describe('forms service and contact', () => {
  const { app, db } = seededApp({ testHooks: true });
  afterAll(() => db.close());

  const form = {
    form: 'refund-request',
    fields: { name: 'Pat', email: 'pat@example.com', zip: '27601', agree: true, items: ['a', 'b'] },
    replyto: 'pat@example.com',
    subject: 'Refund request',
    includeDate: true,
  };

  it('answers the text success for a good submission and keeps it', async () => {
    const res = await request(app).post('/forms/submit').send(form).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toBe('success');
    const listed = (await request(app).get('/forms/_sandbox/submissions').expect(200)).body
      .submissions;
    expect(listed[0]).toMatchObject({
      kind: 'form',
      form: 'refund-request',
      fields: form.fields,
      includeDate: true,
    });
  });

  it.each([
    [{ ...form, form: '' }, 'form is required.'],
    [{ fields: {} }, 'form is required.'],
    [{ ...form, fields: 'nope' }, 'fields must be an object of values.'],
    [{ ...form, replyto: 'not-an-email' }, 'replyto must be an email address.'],
  ])('refuses a bad payload with a message', async (body, message) => {
    const res = await request(app).post('/forms/submit').send(body).expect(400);
    expect(expectShape(ErrorBodySchema, res.body).message).toBe(message);
  });

  it('refuses a body that is not a JSON object', async () => {
    await request(app)
      .post('/forms/submit')
      .set('content-type', 'application/json')
      .send('[1]')
      .expect(400);
  });

  it('takes a contact request with the bot check', async () => {
    const body = {
      form: 'contact',
      request: { first_name: 'Pat', email: 'pat@example.com', message: 'Hi' },
    };
    const robot = await request(app)
      .post(`${V1}/contact`)
      .send({ ...body, captcha: 'nope' });
    expect(robot.body).toEqual({ message: '[300] Please confirm you are not a robot.', code: 300 });
    expectShape(
      OkSchema,
      (
        await request(app)
          .post(`${V1}/contact`)
          .send({ ...body, captcha: CAPTCHA })
          .expect(200)
      ).body,
    );
    const bad = await request(app)
      .post(`${V1}/contact`)
      .send({ form: 'contact', request: { email: 'x' }, captcha: CAPTCHA });
    expect(bad.body.code).toBe(217);
  });
});
