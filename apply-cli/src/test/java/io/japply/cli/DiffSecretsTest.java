package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Secret values never reach stdout or stderr unless --show-secrets: not in data, stringData, nor the annotation. */
class DiffSecretsTest extends DiffHarness {
    private static final List<String> VALUES = List.of("old-s3cret-pass", "new-s3cret-pass", "plain-token",
            "b2xkLXMzY3JldC1wYXNz", "bmV3LXMzY3JldC1wYXNz", "c2hvcA==");

    private static void assertNoSecret(Run run) {
        for (String value : VALUES) {
            String all = run.out() + run.err();
            assertFalse(all.contains(value), value + " leaked:\n" + all);
        }
        assertFalse((run.out() + run.err()).contains(Base64.getEncoder().encodeToString("new-s3cret-pass".getBytes(
                StandardCharsets.UTF_8))));
    }

    @Test
    void theExampleSecretIsMaskedWithBeforeAndAfter() {
        Run run = japply("diff", "-f", example("manifests/secret.yaml"), "--live", example("live"), "--explain");
        assertEquals(1, run.code(), run.err());
        assertNoSecret(run);
        assertTrue(run.out().contains("\n-  password: '*** (before)'\n+  password: '*** (after)'\n   username: '***'\n"),
                run.out());
        assertTrue(run.out().contains("  data.password: *** (before) -> *** (after)  set by the file"), run.out());
    }

    @Test
    void stringDataAndANewSecretAreMaskedEverywhere() throws IOException {
        String file = write("s.yaml", "apiVersion: v1\nkind: Secret\nmetadata: {name: t, namespace: shop}\n"
                + "stringData: {token: plain-token}\ndata: {password: bmV3LXMzY3JldC1wYXNz}\n");
        Run run = japply("diff", "-f", file, "--live", example("live"), "--explain");
        assertEquals(1, run.code(), run.err());
        assertNoSecret(run);
        assertTrue(run.out().contains("+  token: '***'\n"), run.out());
    }

    @Test
    void anExternalDiffSeesOnlyMaskedFiles() throws IOException {
        Path copy = dir.resolve("copied");
        Path script = Files.writeString(dir.resolve("copy.sh"), "#!/bin/sh\ncp -r \"$1\" \"" + copy + "-live\"\ncp -r \"$2\" \""
                + copy + "-merged\"\nexit 1\n");
        script.toFile().setExecutable(true);
        env.put("KUBECTL_EXTERNAL_DIFF", script.toString());
        Run run = japply("diff", "-f", example("manifests/secret.yaml"), "--live", example("live"));
        assertEquals(1, run.code(), run.err());
        for (String side : List.of("-live", "-merged")) {
            String text = Files.readString(Path.of(copy + side, "v1.Secret.shop.db"));
            assertNoSecret(new Run(0, text, ""));
            assertTrue(text.contains("password: '***"), text);
            assertTrue(text.contains("{\"apiVersion\":\"v1\",\"data\":{\"password\":\"***\",\"username\":\"***\"}"),
                    "the annotation is masked too: " + text);
        }
    }

    @Test
    void aConflictOrRefusalMessageCarriesNoSecret() throws IOException {
        String file = write("s.yaml", "apiVersion: v1\nkind: Secret\nmetadata: {name: db}\ndata: {password: bmV3LXMzY3JldC1wYXNz}\n");
        // the API server quotes the offending value in its message, as it does for an invalid field
        cluster.refuseNextWrite(422, "Secret \"db\" is invalid: data[password]: Invalid value:"
                + " \"bmV3LXMzY3JldC1wYXNz\": too short");
        Run run = japply("diff", "-f", file);
        assertEquals(2, run.code());
        assertNoSecret(run);
    }

    @Test
    void showSecretsPrintsThem() {
        Run run = japply("diff", "-f", example("manifests/secret.yaml"), "--live", example("live"), "--show-secrets");
        assertTrue(run.out().contains("-  password: b2xkLXMzY3JldC1wYXNz\n+  password: bmV3LXMzY3JldC1wYXNz\n"), run.out());
    }
}
