const fs=require('fs'); const {SourceMapConsumer}=require('source-map-js'); const zlib=require('zlib');
const file=process.argv[2];
const code=fs.readFileSync(file,'utf8'); const map=JSON.parse(fs.readFileSync(file+'.map','utf8'));
const c=new SourceMapConsumer(map);
const lines=code.split('\n'); const sizes={};
// attribute each char span between mappings
let prev=null;
c.eachMapping(m=>{ if(prev){ const key=prev.source||'?'; let len; if(m.generatedLine===prev.generatedLine){len=m.generatedColumn-prev.generatedColumn}else{len=lines[prev.generatedLine-1].length-prev.generatedColumn} sizes[key]=(sizes[key]||0)+len;} prev=m;});
const group={}; for(const [k,v] of Object.entries(sizes)){ const m=k.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/); const g=m?m[1]:k.replace(/.*\/app\//,'app/'); group[g]=(group[g]||0)+v;}
const total=code.length; console.log('total raw',total,'gz',zlib.gzipSync(code,{level:9}).length);
Object.entries(group).sort((a,b)=>b[1]-a[1]).slice(0,25).forEach(([k,v])=>console.log((v/1024).toFixed(1).padStart(7),'KiB raw ~',(v/total*zlib.gzipSync(code,{level:9}).length/1024).toFixed(1),'gzKiB est',k));
