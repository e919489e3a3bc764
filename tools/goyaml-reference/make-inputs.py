#!/usr/bin/env python3
"""Writes the JSON inputs of japply's go-yaml corpus (apply-cli/src/test/resources/io/japply/apply/yaml/goyaml).

Hand-made hard cases, plus real Kubernetes API descriptions taken from the OpenAPI documents the
it/ module already carries. Run from the repository root; then run goyaml-reference on the folder.
"""
import gzip
import json
import os
import random

OUT = "apply-cli/src/test/resources/io/japply/apply/yaml/goyaml"


def write(name, value):
    text = json.dumps(value, ensure_ascii=False, indent=1)
    with open(os.path.join(OUT, name + ".json"), "w", encoding="utf-8") as f:
        f.write("".join(yaml_readable(c) for c in text) + "\n")


def yaml_readable(c):
    """LS and PS escaped, as encoding/json writes them (raw, go-yaml's reader would take them for line breaks).
    The corpus has no DEL, C1 control or NEL: encoding/json writes them raw, and go-yaml's reader then
    refuses them ("control characters are not allowed") or folds NEL into a space."""
    code = ord(c)
    return "\\u%04x" % code if code in (0x2028, 0x2029) else c


def configmap(name, data):
    return {"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": name}, "data": data}


LONG_WORDS = " ".join("word%d" % i for i in range(40))
LONG_NO_SPACE = "x" * 120
STRINGS = {
    "comma": "a, b",
    "colon": "Deprecated: Replaced by X",
    "colon-end": "key:",
    "colon-inner": "a:b",
    "colon-url": "http://example.com:8080/path",
    "hash": "a #b",
    "hash-inner": "a#b",
    "hash-first": "#a",
    "leading-space": " a",
    "trailing-space": "a ",
    "both-spaces": "  a  ",
    "single-quote": "it's",
    "single-quote-first": "'a'",
    "double-quote": 'say "hi"',
    "double-quote-first": '"a"',
    "backslash": "C:\\path\\to",
    "unicode": "grüße, 日本語",
    "emoji": "smile 😀",
    "nbsp": "a\u00a0b",
    "bom": "\ufeffbom",
    "control-bell": "a\u0007b",
    "control-escape": "a\u001bb",
    "line-separator": "a\u2028b",
    "tab": "a\tb",
    "tab-only": "\t",
    "cr": "a\rb",
    "crlf": "a\r\nb",
    "long-words": LONG_WORDS,
    "long-no-space": LONG_NO_SPACE,
    "long-colon": "Deprecated: " + LONG_WORDS,
    "long-double": "\t" + LONG_WORDS,
    "long-double-spaces": "tab\t" + "  ".join("w%d" % i for i in range(40)),
    "long-single-spaces": "Note: " + "  ".join("w%d" % i for i in range(40)),
    "multiline-trailing-newline": "line one\nline two\n",
    "multiline-no-trailing-newline": "line one\nline two",
    "multiline-two-trailing-newlines": "line one\nline two\n\n",
    "multiline-only-newline": "\n",
    "multiline-trailing-spaces": "line one  \nline two",
    "multiline-space-before-end": "line one\nline two ",
    "multiline-leading-spaces": "  indented\nnext",
    "multiline-leading-newline": "\nafter",
    "multiline-blank-lines": "a\n\n\nb\n",
    "multiline-space-line": "a\n \nb",
    "multiline-tab": "a\n\tb",
    "multiline-long": LONG_WORDS + "\n" + LONG_WORDS,
    "multiline-crlf": "a\r\nb\r\n",
    "yes": "yes", "no": "no", "on": "on", "off": "off", "y": "y", "n": "n", "Y": "Y", "YES": "YES",
    "true": "true", "False": "False", "tilde": "~", "null": "null", "Null": "Null", "empty": "",
    "1e3": "1e3", "0x1F": "0x1F", "0o17": "0o17", "017": "017", "08": "08", "0b101": "0b101",
    "1_000": "1_000", "+5": "+5", "-5": "-5", "1.5": "1.5", ".5": ".5", "1.": "1.", ".inf": ".inf",
    "-.inf": "-.inf", ".nan": ".nan", ".5e3": ".5e3", ".1_0": ".1_0", "1e400": "1e400",
    "huge-int": "99999999999999999999999", "uint64": "18446744073709551615",
    "base60": "1:20", "base60-float": "190:20:30.15", "port": "8080:80",
    "date": "2024-01-01", "date-short": "2024-1-1", "date-bad-day": "2024-02-30", "leap": "2024-02-29",
    "datetime": "2024-01-01T10:00:00Z", "datetime-offset": "2001-12-14t21:59:43.10-05:00",
    "datetime-no-zone": "2024-01-01T10:00:00", "datetime-space": "2001-12-14 21:59:43.10",
    "version": "1.0.0", "ip": "10.0.0.1", "quantity": "100m", "memory": "64Mi",
    "dash": "-", "dash-word": "-a", "dash-space": "- a", "dashes": "---", "dots": "...",
    "question": "?", "question-word": "?a", "colon-alone": ":", "at": "@a", "backtick": "`a`",
    "percent": "%a", "amp": "&a", "star": "*a", "bang": "!a", "pipe": "|", "gt": ">a",
    "brackets": "[a]", "braces": "{a}", "inner-brackets": "a[0]", "inner-braces": "a{b}",
    "question-inner": "a?b", "merge": "<<", "equals": "=", "percent-inner": "50%",
}


def corpus():
    # lists, not maps: go-yaml's key order is not transitive over such keys ("0o17" < "1." < "08" < "0o17"),
    # so Go's random map order would give a different document on each run
    write("strings-as-values", {"items": list(STRINGS.values()),
                                "values": [{"name": k, "value": v} for k, v in STRINGS.items()]})
    write("strings-as-keys", {"keys": [{k: 1} for k in STRINGS.values()]})
    write("configmap", configmap("issue-34", {"comma": "a, b", "colon": "Deprecated: Replaced by X",
                                              "quote": "it's \"quoted\"", "script": "#!/bin/sh\necho hi\n"}))
    write("keys-long", {"k" * 128: "exactly 128 bytes", "k" * 129: "129 bytes", "ü" * 65: "130 bytes",
                        "multi\nline": {"a": [1, 2]}, "long" * 40 + " " + "x" * 10: ["a", {"b": "c"}]})
    write("key-order", {k: 0 for k in ["a10", "a2", "a1", "a01", "a001", "B", "b", "_x", "x_", "Z9", "z",
                                       "1", "10", "9", "ä", "a-b", "a.b", "a/b", "{x}", "~", "a 2", "a 10",
                                       "item100", "item20", "item3", "v1beta1", "v1alpha2", "v1"]})
    write("numbers", {"int": 1, "negative": -42, "zero": 0, "negzero": -0.0, "float": 1.5, "million": 1e6,
                      "float-million": 1234567.5, "small": 0.0001, "smaller": 0.00001, "tiny": 1.5e-7,
                      "big-float": 1e21, "huge-float": 1.5e300, "int64-max": 9223372036854775807,
                      "int64-min": -9223372036854775808, "uint64": 18446744073709551615,
                      "beyond-uint64": 18446744073709551616, "neg-beyond-int64": -9223372036854775809,
                      "one-point-zero": 1.0, "third": 1 / 3, "float-int": 100.0, "exp-int": 123456789.0,
                      "list": [1, 2.5, -3, 1e-3], "bools": [True, False], "nothing": None})
    write("nesting", {"list-of-lists": [[1, 2], [[3], []], [{"a": 1, "b": [4, {"c": {}}]}]],
                      "empty-map": {}, "empty-list": [], "map-in-list": [{"name": "a", "value": "x, y"},
                                                                          {"z": [], "y": {}}],
                      "deep": {"a": {"b": {"c": {"d": ["e", {"f": "g: h"}]}}}},
                      "long-in-list": [LONG_WORDS, "x: " + LONG_WORDS, "multi\nline\n"],
                      "deep-long": {"a": {"b": {"c": {"d": {"e": LONG_WORDS}}}}}})
    write("root-list", [{"a": 1}, "b", [], {}])
    write("root-empty-map", {})
    write("root-scalar", "plain text")
    write("deployment", {"apiVersion": "apps/v1", "kind": "Deployment",
                         "metadata": {"name": "web", "labels": {"app": "web"},
                                      "annotations": {"kubectl.kubernetes.io/last-applied-configuration":
                                                      '{"apiVersion":"apps/v1","kind":"Deployment"}\n'},
                                      "creationTimestamp": "2024-01-01T10:00:00Z"},
                         "spec": {"replicas": 3, "selector": {"matchLabels": {"app": "web"}},
                                  "template": {"metadata": {"labels": {"app": "web"}}, "spec": {"containers": [
                                      {"name": "web", "image": "nginx:1.27", "args": ["--port=80", "-v", "a, b"],
                                       "ports": [{"containerPort": 80, "protocol": "TCP"}],
                                       "env": [{"name": "A", "value": "yes"}, {"name": "B", "value": "1"}],
                                       "resources": {"limits": {"cpu": "500m", "memory": "1Gi"}}}]}}}})
    random_strings()
    api_descriptions()


def random_strings():
    """Strings drawn (fixed seed) from the characters the emitter's rules turn on, at three depths."""
    rng = random.Random(34)
    alphabet = list("ab :#,-?.0123456789eE_xXoOyYnN~+'\"\\[]{}!&*|>%@`\n\t\r") + ["\u00a0", "ü", "日", "😀", "\ufeff",
                                                                                  "  ", "word ", ": ", " #"]
    values = []
    for i in range(600):
        length = rng.choice([1, 2, 3, 4, 6, 10, 20, 40, 90, 150])
        values.append("".join(rng.choice(alphabet) for _ in range(length)))
    write("random-strings", {"top": values[:200], "nested": {"a": {"b": {"c": values[200:400]}}},
                             "keys": [{v: v} for v in values[400:]]})


def api_descriptions():
    """Real schemas with their descriptions, in a CustomResourceDefinition as a project would ship it."""
    picks = {
        "api__v1_openapi.json.gz": ["io.k8s.api.core.v1.Container", "io.k8s.api.core.v1.PodSpec",
                                    "io.k8s.api.core.v1.ServiceSpec", "io.k8s.api.core.v1.Probe"],
        "apis__apps__v1_openapi.json.gz": ["io.k8s.api.apps.v1.DeploymentSpec",
                                           "io.k8s.api.apps.v1.StatefulSetSpec"],
        "apis__batch__v1_openapi.json.gz": ["io.k8s.api.batch.v1.JobSpec", "io.k8s.api.batch.v1.CronJobSpec"],
        "apis__networking.k8s.io__v1_openapi.json.gz": ["io.k8s.api.networking.v1.NetworkPolicySpec",
                                                        "io.k8s.api.networking.v1.IngressSpec"],
    }
    for file, names in picks.items():
        with gzip.open(os.path.join("it/src/test/resources/openapi-v3", file), "rt", encoding="utf-8") as f:
            schemas = json.load(f)["components"]["schemas"]
        properties = {n.rsplit(".", 1)[1].lower(): strip_refs(schemas[n]) for n in names}
        group = file.split("__")[1].split("_")[0] if file.startswith("apis") else "core"
        write("crd-" + group.replace(".", "-"), {
            "apiVersion": "apiextensions.k8s.io/v1", "kind": "CustomResourceDefinition",
            "metadata": {"name": "examples." + group + ".example.com"},
            "spec": {"group": group + ".example.com", "scope": "Namespaced",
                     "names": {"kind": "Example", "plural": "examples"},
                     "versions": [{"name": "v1", "served": True, "storage": True, "schema": {"openAPIV3Schema": {
                         "type": "object", "description": schemas[names[0]].get("description", ""),
                         "properties": {"spec": {"type": "object", "properties": properties}}}}}]}})


def strip_refs(schema):
    """A CRD schema holds no $ref or allOf: keep each field's type and description, one level of items."""
    if isinstance(schema, dict):
        kept = {k: strip_refs(v) for k, v in schema.items() if k in ("type", "description", "items", "required",
                                                                     "enum", "format", "default")}
        if "properties" in schema:
            kept["properties"] = {name: strip_refs(field) for name, field in schema["properties"].items()}
        if "allOf" in schema or "$ref" in schema:
            kept.setdefault("type", "object")
            kept["x-kubernetes-preserve-unknown-fields"] = True
        return kept
    if isinstance(schema, list):
        return [strip_refs(v) for v in schema]
    return schema


if __name__ == "__main__":
    corpus()
