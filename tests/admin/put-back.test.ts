import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readYaml } from '../../admin/yaml/keep-text-format.ts';
import type { PublishedChange } from '../../admin/session/published.ts';
import { photosToBringBack } from '../../admin/past-versions/version-photos.ts';
import { canPutBack, putBack } from '../../admin/session/put-back.ts';
import { RefusedSave } from '../../admin/session/refusal.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import { heroOf, home, homeData, homeFile, refusedBy, save, started, type Data } from './session-harness.ts';

/*
 * Putting files back as they were (a version restored, a change undone, a page brought back): a new
 * write through the same guard and checked write as every save, refused with nothing written when
 * the content it leaves would not publish or the file is no longer what the editor saw.
 */

const clinicFile = 'content/pages/consultorio.yaml';
const clinic = readFileSync(clinicFile, 'utf8');

function publishedOf(cms: ReturnType<typeof started>): PublishedChange[] {
  const told: PublishedChange[] = [];
  cms.session.on('published', (change) => told.push(change));
  return told;
}

/** Another photo in the library, and the clinic's page showing it instead of its own: the clinic's new text. */
async function moveClinicToAnotherPhoto(cms: ReturnType<typeof started>): Promise<string> {
  cms.backend.files.set('content/images/outra.jpg', new Uint8Array([0xff, 0xd8]));
  const data = readYaml(clinic) as Data;
  const showcase = data.sections.find((section) => section.type === 'showcase') as { image: { src: string } };
  showcase.image.src = 'images/outra.jpg';
  return save(cms, data, clinicFile);
}

describe('putting a version back', () => {
  it('writes the old text byte for byte as a new version, and tells it published with both texts', async () => {
    const cms = started();
    const data = homeData();
    heroOf(data).title = 'Título trocado';
    const changed = await save(cms, data);
    const told = publishedOf(cms);
    const versionsBefore = cms.backend.log.length;
    await putBack(cms.session, [{ path: homeFile, text: home, expected: changed }], 'Restaurada');
    expect(cms.backend.text(homeFile)).toBe(home);
    expect(cms.backend.log.length).toBe(versionsBefore + 1);
    expect(cms.backend.messages?.at(-1)).toBe('Restaurada');
    expect(told).toEqual([
      expect.objectContaining({ files: [{ path: homeFile, before: changed, after: home }], message: 'Restaurada' }),
    ]);
    expect(told[0]!.commit).toBe(cms.backend.log.at(-1)!.id);
    // The draft continues from what was written.
    expect(cms.session.baseOf(homeFile)).toBe(home);
  });

  it('refuses, nothing written, when the file is no longer the text the editor saw replaced', async () => {
    const cms = started();
    cms.backend.saveAs('Bruno Lima', homeFile, home.replace(/title: .*/, 'title: Outro'));
    const writes = cms.backend.writes;
    const refused = (await refusedBy(
      putBack(cms.session, [{ path: homeFile, text: home, expected: 'o texto visto' }], 'Restaurada'),
    )) as RefusedSave;
    expect(refused).toBeInstanceOf(RefusedSave);
    expect(refused.title.message).toContain('Bruno Lima');
    expect(cms.backend.writes).toBe(writes);
    expect(cms.refusals).toEqual([refused]);
  });

  it('brings back, in the same write, the photos the version shows that were deleted since, from that version', async () => {
    const cms = started();
    const photo = 'content/images/consultorio.jpg';
    const shipped = cms.backend.files.get(photo) as Uint8Array;
    const shippedVersion = cms.backend.log.at(-1)!.id;
    const withOther = await moveClinicToAnotherPhoto(cms);
    await cms.backend.deleteFiles([photo], '');
    const files = [{ path: clinicFile, text: clinic, expected: withOther }];
    const photos = await photosToBringBack(cms.session, files, shippedVersion);
    expect(photos).toEqual([{ path: photo, bytes: new Uint8Array(shipped) }]);
    const versionsBefore = cms.backend.log.length;
    await putBack(cms.session, files, 'Restaurada', photos);
    expect(cms.backend.text(clinicFile)).toBe(clinic);
    expect(cms.backend.files.get(photo)).toEqual(shipped);
    expect(cms.backend.log.length).toBe(versionsBefore + 1);
    expect(cms.backend.log.at(-1)!.paths.sort()).toEqual([photo, clinicFile]);
    // A photo still there is not sent again.
    expect(await photosToBringBack(cms.session, files, shippedVersion)).toEqual([]);
  });

  it('leaves as it is a photo of the same name put in the library meanwhile: only those still missing come back', async () => {
    const cms = started();
    const photo = 'content/images/consultorio.jpg';
    const shippedVersion = cms.backend.log.at(-1)!.id;
    const withOther = await moveClinicToAnotherPhoto(cms);
    await cms.backend.deleteFiles([photo], '');
    const files = [{ path: clinicFile, text: clinic, expected: withOther }];
    const photos = await photosToBringBack(cms.session, files, shippedVersion);
    const newer = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
    cms.backend.files.set(photo, newer);
    await putBack(cms.session, files, 'Restaurada', photos);
    expect(cms.backend.text(clinicFile)).toBe(clinic);
    expect(cms.backend.files.get(photo)).toEqual(newer);
    expect(cms.backend.log.at(-1)!.paths).toEqual([clinicFile]);
  });

  it('refuses, nothing written, a version that links to a page removed since, naming the place', async () => {
    const cms = started();
    const page = 'content/pages/clinica-sul.yaml';
    const data = { ...homeData(), path: '/clinica-sul', title: 'Clínica Sul', description: 'A unidade da zona sul.' };
    await save(cms, data, page, { newRecord: true, raw: '' });
    const linking = home.replace('action: notice', 'to: /clinica-sul');
    expect(linking).not.toBe(home);
    cms.backend.saveAs('Bruno Lima', homeFile, linking);
    cms.backend.saveAs('Bruno Lima', homeFile, home);
    cms.backend.saveAs('Bruno Lima', page, undefined);
    const writes = cms.backend.writes;
    const refused = (await refusedBy(
      putBack(cms.session, [{ path: homeFile, text: linking, expected: home }], 'Restaurada'),
    )) as RefusedSave;
    expect(refused.title).toEqual(say('cms-restore-refused', { count: 1 }));
    expect(refused.problems[0]!.place).not.toBe('');
    // Not the open form's to mark: the version is not what the form shows.
    expect(refused.entryFile).toBeUndefined();
    expect(cms.backend.writes).toBe(writes);
    expect(cms.backend.text(homeFile)).toBe(home);
  });

  it('brings a deleted page back, and undoes a page created by deleting it', async () => {
    const cms = started();
    const file = 'content/pages/nova.yaml';
    const data = { ...homeData(), path: '/nova', title: 'Nova', description: 'Uma página nova.' };
    const text = await save(cms, data, file, { newRecord: true, raw: '' });
    await cms.backend.deleteFiles([file], '');
    await putBack(cms.session, [{ path: file, text, expected: undefined }], 'De volta');
    expect(cms.backend.text(file)).toBe(text);
    await putBack(cms.session, [{ path: file, text: undefined, expected: text }], 'Desfeito');
    expect(cms.backend.files.has(file)).toBe(false);
  });

  it('undoes a page renamed: written back under its old name, from its new one', async () => {
    const cms = started();
    // In either order: the file that goes first here.
    const files = [
      { path: 'content/pages/inicio.yaml', text: undefined, expected: 'x' },
      { path: homeFile, text: home, expected: undefined },
    ];
    expect(canPutBack(files)).toBe(true);
    expect(canPutBack([{ path: 'content/images/a.jpg', text: undefined, expected: undefined }, ...files])).toBe(false);
    cms.backend.files.delete(homeFile);
    cms.backend.files.set('content/pages/inicio.yaml', 'x');
    cms.backend.writes++;
    await putBack(cms.session, files, 'Desfeito');
    expect(cms.backend.text(homeFile)).toBe(home);
    expect(cms.backend.files.has('content/pages/inicio.yaml')).toBe(false);
  });
});

describe('bringing a deleted photo back', () => {
  const photo = 'content/images/consultorio.jpg';

  async function deleted(cms: ReturnType<typeof started>) {
    const bytes = new Uint8Array(cms.backend.files.get(photo) as Uint8Array);
    await moveClinicToAnotherPhoto(cms);
    await cms.backend.deleteFiles([photo], '');
    return bytes;
  }

  it('writes it as it was, as one version of its own with its message, and tells nothing published', async () => {
    const cms = started();
    const bytes = await deleted(cms);
    const told = publishedOf(cms);
    const versionsBefore = cms.backend.log.length;
    await putBack(cms.session, [], 'Foto de volta: consultorio.jpg', [{ path: photo, bytes }]);
    expect(cms.backend.files.get(photo)).toEqual(bytes);
    expect(cms.backend.log.length).toBe(versionsBefore + 1);
    expect(cms.backend.log.at(-1)).toMatchObject({ paths: [photo], message: 'Foto de volta: consultorio.jpg' });
    expect(told).toEqual([]);
  });

  it('refuses, nothing written, when the library has a photo of that name again', async () => {
    const cms = started();
    const bytes = await deleted(cms);
    cms.backend.files.set(photo, new Uint8Array([0xff, 0xd8, 0xff]));
    const writes = cms.backend.writes;
    const refused = (await refusedBy(putBack(cms.session, [], 'De volta', [{ path: photo, bytes }]))) as RefusedSave;
    expect(refused.title).toEqual(say('cms-photo-back-taken', { photo: 'consultorio.jpg' }));
    expect(cms.backend.writes).toBe(writes);
    expect(cms.backend.files.get(photo)).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));
  });

  it('refuses, nothing written, bytes that are not a photo the site publishes', async () => {
    const cms = started();
    await deleted(cms);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const writes = cms.backend.writes;
    const refused = (await refusedBy(
      putBack(cms.session, [], 'De volta', [{ path: photo, bytes: svg }]),
    )) as RefusedSave;
    expect(refused.title).toEqual(say('cms-photo-back-refused', { photo: 'consultorio.jpg', count: 1 }));
    expect(cms.backend.writes).toBe(writes);
    expect(cms.backend.files.has(photo)).toBe(false);
  });
});
