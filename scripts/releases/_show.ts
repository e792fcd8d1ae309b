import fs from 'node:fs';
import { diffSnapshots, breakingReasons, releaseTags, componentNames } from './diff';
const vs = ['1.5.0','1.6.1','1.8.0','1.9.0','1.11.0'];
const snaps = vs.map(v => JSON.parse(fs.readFileSync(`releases/snapshots/${v}.json`,'utf8')));
for (let i = 1; i < vs.length; i++) {
  const d = diffSnapshots(snaps[i-1], snaps[i]);
  console.log('=====', d.from, '->', d.to, releaseTags(d, componentNames(snaps[i-1], snaps[i])));
  console.log('added', d.added.map(s=>s.name+':'+s.kind).join(', '));
  console.log('removed', d.removed.map(s=>s.name).join(', '));
  for (const c of d.changed) console.log(' changed', c.name, c.kindBefore??'', JSON.stringify({sa:c.signaturesAdded, sr:c.signaturesRemoved, t:c.typeChange, pa:c.propsAdded.map(p=>p.name), pr:c.propsRemoved.map(p=>p.name), pc:c.propsChanged}));
  console.log('breaking', breakingReasons(d).map(r=>`${r.symbol}${r.member?'.'+r.member:''} ${r.what}`).join('; '));
}
