#!/usr/bin/env python3
"""Cuts one kind's schemas out of the Kubernetes OpenAPI specs, for small test and example fixtures.

usage: tools/extract-schema.py SPEC_DIR DEFINITION OUT_PREFIX
  writes OUT_PREFIX.openapi-v2.json (definitions reachable from DEFINITION in SPEC_DIR/swagger.json)
  and OUT_PREFIX.openapi-v3.json (components.schemas reachable from it in the v3 document that holds it).
"""
import glob
import json
import sys


def refs(node):
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "$ref":
                yield value.split("/")[-1]
            else:
                yield from refs(value)
    elif isinstance(node, list):
        for value in node:
            yield from refs(value)


def reachable(schemas, root):
    out, todo = {}, [root]
    while todo:
        name = todo.pop()
        if name not in out:
            out[name] = schemas[name]
            todo.extend(refs(schemas[name]))
    return dict(sorted(out.items()))


def main(spec_dir, definition, prefix):
    note = (f"schemas reachable from {definition}, cut from the Kubernetes OpenAPI spec in {spec_dir} "
            "(Apache-2.0, The Kubernetes Authors) by tools/extract-schema.py")
    v2 = json.load(open(f"{spec_dir}/swagger.json"))
    doc = {"swagger": "2.0", "info": {"title": "Kubernetes", "x-japply-note": note},
           "definitions": reachable(v2["definitions"], definition)}
    json.dump(doc, open(f"{prefix}.openapi-v2.json", "w"), separators=(",", ":"))
    for path in sorted(glob.glob(f"{spec_dir}/v3/*.json")):
        v3 = json.load(open(path))
        schemas = v3.get("components", {}).get("schemas", {})
        if definition in schemas:
            doc = {"openapi": v3["openapi"], "info": {"title": "Kubernetes", "x-japply-note": note},
                   "components": {"schemas": reachable(schemas, definition)}}
            json.dump(doc, open(f"{prefix}.openapi-v3.json", "w"), separators=(",", ":"))
            return
    sys.exit(f"{definition} not found in any v3 document")


if __name__ == "__main__":
    main(*sys.argv[1:])
