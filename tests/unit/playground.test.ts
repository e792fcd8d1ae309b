/**
 * The playground's pieces that need no browser: the link codec
 * (src/components/Playground/link.ts, with Node's CompressionStream) and the
 * reader's adaptation of the example app's screens (tools/playground/vendor.ts).
 */
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeCode, encodeCode, readLink, writeLink } from '../../src/components/Playground/link';
import { adaptExample } from '../../tools/playground/vendor';

describe('playground links', () => {
  it('carry a screen and its edited text, deflated and in base64url', async () => {
    const code =
      "import React from 'react';\n// é ✓\nexport default function A() { return null; }\n";
    const hash = await writeLink({ example: 'CastShadow', code });
    expect(hash).toMatch(/^#example=CastShadow&code=[\w-]+$/);
    expect(await readLink(hash)).toEqual({ example: 'CastShadow', code });
    // The same format as zlib's raw deflate (what the browser test writes).
    expect(await decodeCode(zlib.deflateRawSync(Buffer.from(code)).toString('base64url'))).toBe(
      code,
    );
    expect(await readLink('#example=ImageExample')).toEqual({ example: 'ImageExample' });
  });

  it('say plainly when the code cannot be read', async () => {
    const encoded = await encodeCode('export default function A() { return null; }');
    await expect(readLink(`#code=${encoded.slice(0, 8)}`)).rejects.toThrow(
      /^This link's code could not be read \(.+\): it may have been cut short/,
    );
    await expect(readLink('#code=not*base64')).rejects.toThrow(/characters base64url does not use/);
  });
});

describe('vendoring the example app', () => {
  it('adapts a screen only as a reader would, and says so at its top', () => {
    const source = [
      "import { useNavigation } from '@react-navigation/native'",
      "import Drone from '@assets/buster_drone.glb'",
      'function Inner() {',
      '  const navigation = useNavigation()',
      '  return (<View>',
      '        <Button',
      '          title="Go"',
      "          onPress={() => { navigation.navigate('Test') }}",
      '        />',
      "    <Model source={require('@assets/coin.glb')} />",
      '  </View>)',
      '}',
      'export function Screen() { return <Inner /> }',
    ].join('\n');
    const adapted = adaptExample('Screen.tsx', source, 'abcdef1234567890');
    expect(adapted).toMatch(
      /^\/\/ Screen\.tsx from margelo\/react-native-filament, .* at abcdef123456\n/,
    );
    expect(adapted).toContain("const Drone = require('./assets/buster_drone.glb')");
    expect(adapted).toContain("require('./assets/coin.glb')");
    expect(adapted).toContain('export default function Screen()');
    expect(adapted.split('\n').slice(3).join('\n')).not.toMatch(/navigation|<Button/);
    expect(adapted.split('\n')[2]).toMatch(
      /alias; its component as the default export; no navigation/,
    );
  });
});
