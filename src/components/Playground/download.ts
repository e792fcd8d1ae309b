/**
 * "Download as an app", loaded on its first click (fflate, ≈ 8 KB, and this
 * module are a chunk of their own): the project of ./app-project.ts with the
 * site's models the code requires under the names it requires them by,
 * zipped in the page and handed to the browser as `<Screen>.zip`.
 */
import { strToU8, zipSync, type Zippable } from 'fflate';
import {
  describeStandIn,
  siteAssetNamed,
  MATERIAL_SCHEME,
} from 'react-native-filament-web-host/site-models';
import { appProjectFiles, requiredAssets } from './app-project';

export interface DownloadRequest {
  /** The screen's name: the app's and the zip's name. */
  readonly name: string;
  readonly code: string;
  /** The site's base URL (`/react-native-filament/`), where its models are served. */
  readonly baseUrl: string;
  readonly siteModels: readonly string[];
}

async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} could not be downloaded (${response.status}).`);
  return new Uint8Array(await response.arrayBuffer());
}

/** The models (and images) the code requires, as the site's files standing in for them. */
async function assetFiles(
  code: string,
  request: DownloadRequest,
): Promise<{ files: Zippable; standIns: string[] }> {
  const files: Zippable = {};
  const standIns: string[] = [];
  for (const name of requiredAssets(code)) {
    const asset = siteAssetNamed(name, request.siteModels);
    if (!asset || asset.startsWith(MATERIAL_SCHEME)) continue;
    files[`assets/${name}`] = await fetchBytes(`${request.baseUrl}${asset}`);
    const differs = describeStandIn(name, request.siteModels);
    if (differs) standIns.push(differs);
  }
  return { files, standIns };
}

/** Builds the zip and starts its download; resolves with what the page says. */
export async function downloadApp(request: DownloadRequest): Promise<string> {
  const { files, standIns } = await assetFiles(request.code, request);
  const root: Zippable = { ...files };
  for (const file of appProjectFiles(request.name, request.code, standIns)) {
    root[file.path] = strToU8(file.text);
  }
  const zip = zipSync({ [request.name]: root }, { level: 6 });
  const url = URL.createObjectURL(new Blob([zip], { type: 'application/zip' }));
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: `${request.name}.zip`,
  });
  link.click();
  URL.revokeObjectURL(url);
  return `${request.name}.zip was downloaded (${Math.round(zip.length / 1024)} KB): an Expo app, see its README.md.`;
}
