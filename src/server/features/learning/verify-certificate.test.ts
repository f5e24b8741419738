import { describe, expect, it } from "vitest";
import { completedOn, createCertificate, verificationCode } from "#tests/factories/certificates";
import { createCourse, createEnrollment } from "#tests/factories/courses";
import { createUser } from "#tests/factories/users";
import { setUpLearningTestApp } from "#tests/support/apps/learning-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { testBrowser } from "#tests/support/browser/rpc-client";
import { certificateFor, verifyCertificate } from "./verify-certificate";

const given = setUpLearningTestApp();
const db = () => given.app.testDatabase.database.db;

async function issued(completedAt: Date | null, name = "Zoë Ångström") {
  const holder = await createUser(db(), { name });
  const { course } = await createCourse(db(), { title: "Partner Onboarding" });
  const enrollment = await createEnrollment(db(), holder.id, course.id, {
    ...completedOn(new Date("2026-11-25T10:00:00Z")),
    completedAt,
  });
  return createCertificate(db(), enrollment, { issuedAt: new Date("2026-11-26T09:00:00Z") });
}

describe("verifying a certificate", () => {
  it("confirms a certificate to a visitor with the holder, the course and the dates, and nothing else", async () => {
    const certificate = await issued(new Date("2026-11-25T10:00:00Z"));
    const answer = await testBrowser(given.app).client.learning.verifyCertificate({
      code: certificate.verificationCode.toLowerCase(),
    });
    expect(answer).toEqual({
      valid: true,
      holderName: "Zoë Ångström",
      courseTitle: "Partner Onboarding",
      completedAt: new Date("2026-11-25T10:00:00Z"),
      issuedAt: new Date("2026-11-26T09:00:00Z"),
      verificationCode: certificate.verificationCode,
    });
  });

  it("gives the issue date as the completion when the enrollment has none", async () => {
    const certificate = await issued(null);
    const answer = await verifyCertificate({ db: db(), clientIp: undefined }, certificate.verificationCode);
    expect(answer.completedAt).toEqual(new Date("2026-11-26T09:00:00Z"));
  });

  it("answers an unknown code 404 'Certificate not found'", async () => {
    const refused = await refusal(
      testBrowser(given.app).client.learning.verifyCertificate({ code: verificationCode() }),
    );
    expect(refused.status).toBe(404);
    expect(refused.message).toBe("Certificate not found");
  });

  it("limits one address to 30 checks a minute, leaving other addresses free", async () => {
    const certificate = await issued(new Date("2026-11-25T10:00:00Z"));
    const check = (clientIp: string) =>
      verifyCertificate({ db: db(), clientIp }, certificate.verificationCode);
    for (let n = 0; n < 30; n += 1) await check("203.0.113.7");
    await expect(check("203.0.113.7")).rejects.toMatchObject({
      kind: "rate_limited",
      message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ seconds\.$/),
    });
    await expect(check("203.0.113.8")).resolves.toMatchObject({ valid: true });
  });

  it("counts unknown codes against the same limit, so codes cannot be guessed from one address", async () => {
    const check = () => verifyCertificate({ db: db(), clientIp: "198.51.100.4" }, verificationCode());
    for (let n = 0; n < 30; n += 1) await expect(check()).rejects.toMatchObject({ kind: "not_found" });
    await expect(check()).rejects.toMatchObject({ kind: "rate_limited" });
  });

  it("sends a certificate's code the certificate filled in, with its data for the app, and another not found", async () => {
    const name = `Zoë <b>&"'</script><script>alert(1)</script>`;
    const certificate = await issued(new Date("2026-11-25T23:30:00Z"), name);
    const page = async (code: string) =>
      (await given.app.app.request(`http://localhost/verify/${code}`)).text();
    const valid = await page(certificate.verificationCode.toLowerCase());
    expect(valid).toContain(
      "<dd>Zoë &lt;b&gt;&amp;&quot;&#39;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</dd>",
    );
    expect(valid).toContain("<dd>Partner Onboarding</dd>");
    // The standard format in UTC, as the app's hydrating render draws it.
    expect(valid).toContain("<dt>Completed</dt><dd>Nov 25, 2026</dd><dt>Issued</dt><dd>Nov 26, 2026</dd>");
    expect(valid).toContain(`<dd>${certificate.verificationCode}</dd>`);
    expect(valid).not.toContain("SLOT");
    expect(valid).not.toContain("<script>alert");
    const data = /<script type="application\/json" id="verified-certificate">(.*?)<\/script>/.exec(
      valid,
    )?.[1];
    expect(JSON.parse(data ?? "")).toEqual({
      valid: true,
      holderName: name,
      courseTitle: "Partner Onboarding",
      completedAt: "2026-11-25T23:30:00.000Z",
      issuedAt: "2026-11-26T09:00:00.000Z",
      verificationCode: certificate.verificationCode,
    });
    const unknown = verificationCode();
    const notFound = await page(unknown.toLowerCase());
    expect(notFound).toContain(
      `<h1>Certificate not found</h1><p>Code: <span>${unknown.toLowerCase()}</span>`,
    );
    expect(notFound).toContain(`<meta name="certificate-not-found" content="${unknown}" />`);
    expect(notFound).not.toContain("verified-certificate");
  });

  it("counts every code the page looks up against the limit, and past it answers none, a certificate's neither", async () => {
    const certificate = await issued(new Date("2026-11-25T10:00:00Z"));
    const deps = { db: db(), clientIp: "192.0.2.9" };
    expect(await certificateFor(deps, certificate.verificationCode)).toMatchObject({
      holderName: "Zoë Ångström",
      verificationCode: certificate.verificationCode,
    });
    for (let n = 1; n < 30; n += 1) expect(await certificateFor(deps, verificationCode())).toBeNull();
    expect(await certificateFor(deps, verificationCode())).toBeUndefined();
    expect(await certificateFor(deps, certificate.verificationCode)).toBeUndefined();
    expect(
      await certificateFor({ ...deps, clientIp: "192.0.2.10" }, certificate.verificationCode),
    ).toMatchObject({
      verificationCode: certificate.verificationCode,
    });
  });
});
