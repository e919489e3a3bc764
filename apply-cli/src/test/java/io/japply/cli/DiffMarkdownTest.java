package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** japply diff -o markdown: the expected comment is written by hand from what it must say. */
class DiffMarkdownTest extends DiffHarness {
    private static final String MANIFESTS = DiffJsonTest.MANIFESTS.replaceAll("(?s)---\napiVersion: apps/v1.*?(?=---\n)", "");

    @Test
    void countsThenARowPerChangedObjectThenOneCollapsibleMaskedDiffEach() throws IOException {
        String bad = write("bad.yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata: {}\n");
        Run run = japply("diff", "-f", write("m.yaml", MANIFESTS), "-f", bad, "--live", write("live.yaml", DiffJsonTest.LIVE),
                "-o", "markdown");
        assertEquals(2, run.code(), run.err());
        assertEquals("""
                ### japply diff: 2 objects changed, 1 to create, 1 unchanged, 1 failed

                | Action | Objects |
                |---|---:|
                | change | 2 |
                | create | 1 |
                | unchanged | 1 |
                | failed | 1 |

                | Object | Namespace | Action | Lines |
                |---|---|---|---|
                | `configmap/settings` | `shop` | change | +1 -1 |
                | `secret/db` | `shop` | change | +1 -1 |
                | `configmap/fresh` | `shop` | create | +7 -0 |

                **Errors**

                ```
                document 1 for: "BAD": missing metadata.name
                ```

                <details><summary><code>configmap/settings</code> in <code>shop</code>: change, +1 -1</summary>

                ```diff
                diff -u -N LIVE/v1.ConfigMap.shop.settings MERGED/v1.ConfigMap.shop.settings
                --- LIVE/v1.ConfigMap.shop.settings
                +++ MERGED/v1.ConfigMap.shop.settings
                @@ -1,7 +1,7 @@
                 apiVersion: v1
                 data:
                   handmade: "yes"
                -  ttl: "300"
                +  ttl: "600"
                 kind: ConfigMap
                 metadata:
                   annotations:
                ```

                </details>

                <details><summary><code>secret/db</code> in <code>shop</code>: change, +1 -1</summary>

                ```diff
                diff -u -N LIVE/v1.Secret.shop.db MERGED/v1.Secret.shop.db
                --- LIVE/v1.Secret.shop.db
                +++ MERGED/v1.Secret.shop.db
                @@ -1,6 +1,6 @@
                 apiVersion: v1
                 data:
                -  password: '*** (before)'
                +  password: '*** (after)'
                   username: '***'
                 kind: Secret
                 metadata:
                ```

                </details>

                <details><summary><code>configmap/fresh</code> in <code>shop</code>: create, +7 -0</summary>

                ```diff
                diff -u -N LIVE/v1.ConfigMap.shop.fresh MERGED/v1.ConfigMap.shop.fresh
                --- LIVE/v1.ConfigMap.shop.fresh
                +++ MERGED/v1.ConfigMap.shop.fresh
                @@ -0,0 +1,7 @@
                +apiVersion: v1
                +data:
                +  a: b
                +kind: ConfigMap
                +metadata:
                +  name: fresh
                +  namespace: shop
                ```

                </details>

                """.replace("BAD", bad), run.out());
        DiffJsonTest.assertNoSecret(run);
    }

    @Test
    void explainGoesInsideEachSection() throws IOException {
        Run run = japply("diff", "-f", write("m.yaml", MANIFESTS.substring(0, MANIFESTS.indexOf("---\napiVersion: v1\nkind: Secret"))),
                "--live", write("live.yaml", DiffJsonTest.LIVE), "-o", "markdown", "--explain");
        assertTrue(run.out().contains("""
                   annotations:
                ```

                Why:

                ```
                data.ttl: 300 -> 600  set by the file
                data.handmade: kept: made on the live object by someone else, not in the file
                ```

                </details>
                """), run.out());
    }

    /** A comment too long for the limit: whole blocks while they fit, the next cut between lines and closed, then the note. */
    @Test
    void longOutputIsCutToTheLimitWithANote() throws IOException {
        StringBuilder data = new StringBuilder();
        for (int i = 0; i < 100; i++) {
            data.append("  key").append(i).append(": value-").append(i).append('\n');
        }
        String first = write("a.yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a, namespace: shop}\ndata:\n" + data);
        String second = write("b.yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: b, namespace: shop}\ndata:\n" + data);
        Run run = japply("diff", "-f", first, "-f", second, "--live", write("live.yaml", DiffJsonTest.LIVE),
                "-o", "markdown", "--max-bytes", "2000");
        assertEquals(1, run.code(), run.err());
        String out = run.out();
        assertTrue(out.getBytes(StandardCharsets.UTF_8).length <= 2000, out.length() + " bytes:\n" + out);
        assertTrue(out.contains("| `configmap/b` | `shop` | create | +106 -0 |\n"), "the table is whole: " + out);
        assertTrue(out.contains("<details><summary><code>configmap/a</code> in <code>shop</code>: create, +106 -0</summary>"
                + "\n\n```diff\ndiff -u -N LIVE/v1.ConfigMap.shop.a MERGED/v1.ConfigMap.shop.a\n"), out);
        assertTrue(out.contains("+  key1: value-1\n"), "some of the first diff: " + out);
        assertTrue(out.contains("\n```\n\n</details>\n"), "the cut section is closed: " + out);
        assertTrue(!out.contains("configmap/b</code>"), "the second section is left out: " + out);
        assertTrue(Pattern.compile("\n> \\*\\*Truncated\\*\\* to fit 2000 bytes \\(--max-bytes\\): \\d+ bytes left out, the diffs"
                + " of 2 of 2 changed objects cut or missing\\. Run `japply diff` to see everything\\.\n$").matcher(out).find(), out);
        assertEquals(out.split("\n```", -1).length % 2, 1, "fences are balanced: " + out);

        Run whole = japply("diff", "-f", first, "--live", write("live.yaml", DiffJsonTest.LIVE), "-o", "markdown",
                "--max-bytes", "0");
        assertTrue(whole.out().contains("+  key99: value-99\n") && whole.out().endsWith("+  namespace: shop\n```\n\n</details>\n\n")
                && !whole.out().contains("Truncated"),
                whole.out());
    }

    @Test
    void aFenceOutlastsBackticksInTheDiffAndTheLimitIsChecked() throws IOException {
        String file = write("c.yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: doc, namespace: shop}\n"
                + "data: {readme: 'run ```make``` first'}\n");
        String out = japply("diff", "-f", file, "--live", write("live.yaml", DiffJsonTest.LIVE), "-o", "markdown").out();
        assertTrue(out.contains("\n````diff\n") && out.contains("\n````\n\n</details>"), out);

        Run small = japply("diff", "-f", file, "--live", write("live.yaml", DiffJsonTest.LIVE), "-o", "markdown",
                "--max-bytes", "100");
        assertTrue(small.code() == 2 && small.out().isEmpty()
                && small.err().startsWith("error: --max-bytes must be 0 (no limit) or at least 1024, not 100"), small.err());
        Run text = japply("diff", "-f", file, "--live", write("live.yaml", DiffJsonTest.LIVE), "--max-bytes", "5000");
        assertTrue(text.code() == 2 && text.err().startsWith("error: --max-bytes only works with -o markdown"), text.err());
    }
}
