#!/usr/bin/env python3
"""Fails when a public declaration in Sources/ has no `///` doc comment above it."""
import re,sys,glob
missing=[]
for p in glob.glob('Sources/**/*.swift',recursive=True):
    lines=open(p).read().split('\n')
    for i,l in enumerate(lines):
        st=l.strip()
        if re.match(r'(@\w+(\(.*\))?\s+)*(public|open)\s', st) and not st.startswith('public init(from decoder') :
            # skip extension declarations
            if re.match(r'(public\s+)?extension\b', st): continue
            j=i-1
            while j>=0 and (lines[j].strip().startswith('@') or lines[j].strip()==''):
                if lines[j].strip()=='' : break
                j-=1
            if j<0 or not lines[j].strip().startswith('///') and not lines[j].strip().startswith('// NB'):
                # allow multi-line doc ending with ///
                missing.append(f"{p}:{i+1}: {st[:90]}")
print('\n'.join(missing))
print(len(missing), 'public declarations without a doc comment')
sys.exit(1 if missing else 0)
