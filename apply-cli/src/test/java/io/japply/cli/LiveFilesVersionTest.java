package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/** diff --live finds the saved object at another version of its group, and prefers the manifest's own version. */
class LiveFilesVersionTest extends DiffHarness {
    private static final String SAVED = "apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: blue, namespace: shop}\n"
            + "spec: {size: small}\n---\napiVersion: example.com/v1beta1\nkind: Widget\n"
            + "metadata: {name: blue, namespace: shop}\nspec: {size: large}\n";

    @Test
    void theManifestsOwnVersionWinsOverAnother() throws IOException {
        String live = write("live.yaml", SAVED);
        String manifest = write("w.yaml", "apiVersion: example.com/v1beta1\nkind: Widget\n"
                + "metadata: {name: blue, namespace: shop}\nspec: {size: large}\n");
        assertEquals(new Run(0, "", "0 objects changed, 0 to create, 1 unchanged\n"), japply("diff", "-f", manifest, "--live", live, "--counts"));
    }

    @Test
    void anotherVersionIsTheSameObjectShownAtTheAskedVersion() throws IOException {
        String live = write("live.yaml", SAVED.substring(0, SAVED.indexOf("---")));
        String manifest = write("w.yaml", "apiVersion: example.com/v2\nkind: Widget\n"
                + "metadata: {name: blue, namespace: shop}\nspec: {size: medium}\n");
        Run run = japply("diff", "-f", manifest, "--live", live);
        assertEquals(1, run.code(), run.err());
        assertTrue(run.out().contains("\n-  size: small\n+  size: medium\n"), run.out());
        assertFalse(run.out().contains("+apiVersion") || run.out().contains("-apiVersion"), "not new, same version: " + run.out());
    }
}
