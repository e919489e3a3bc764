package io.japply.apply.kubeconfig;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** kubectl's credential plugin policy: which commands may run, and the words of a refusal. */
class PluginPolicyTest {
    @TempDir
    Path dir;

    private String plugin(String name) throws IOException {
        Path file = Files.writeString(Files.createDirectories(dir.resolve("bin")).resolve(name), "#!/bin/sh\n");
        file.toFile().setExecutable(true);
        return file.toString();
    }

    @Test
    void allowAllRunsEverythingAndDenyAllNothing() throws IOException {
        String path = plugin("aws");
        PluginPolicy.allowAll().check(path, name -> null);
        assertEquals("getting credentials: plugin \"" + path + "\" not allowed: policy set to \"DenyAll\"",
                assertThrows(ExecCredentialException.class,
                        () -> new PluginPolicy(PluginPolicy.Type.DENY_ALL, null).check(path, name -> null)).getMessage());
    }

    @Test
    void anAllowlistEntryMatchesTheCommandOrTheFileItResolvesTo() throws IOException {
        String path = plugin("aws");
        Map<String, String> env = Map.of("PATH", dir.resolve("bin").toString());
        new PluginPolicy(PluginPolicy.Type.ALLOWLIST, List.of("aws")).check("aws", env::get);
        new PluginPolicy(PluginPolicy.Type.ALLOWLIST, List.of(path)).check("aws", env::get);
        new PluginPolicy(PluginPolicy.Type.ALLOWLIST, List.of("aws")).check(path, env::get);
        assertEquals("getting credentials: plugin path \"" + path + "\" is not permitted by the credential plugin allowlist",
                assertThrows(ExecCredentialException.class, () -> new PluginPolicy(PluginPolicy.Type.ALLOWLIST,
                        List.of("/usr/bin/true")).check("aws", env::get)).getMessage());
        assertEquals("getting credentials: plugin path \"gcloud\" cannot be resolved for credential plugin allowlist check:"
                + " exec: \"gcloud\": executable file not found in $PATH", assertThrows(ExecCredentialException.class,
                () -> new PluginPolicy(PluginPolicy.Type.ALLOWLIST, List.of("aws")).check("gcloud", env::get)).getMessage());
    }

    @Test
    void aKubercsPolicyIsCheckedInKubectlsWords() {
        assertEquals(Optional.empty(), PluginPolicy.problem("", null, List.of()));
        assertEquals(Optional.of("unknown plugin policy: \"Sometimes\""), PluginPolicy.problem("Sometimes", null, List.of()));
        assertEquals(Optional.of("credential plugin policy set to \"Allowlist\", but allowlist is unspecified"),
                PluginPolicy.problem("Allowlist", null, List.of()));
        assertEquals(Optional.of("misconfigured credential plugin allowlist: plugin policy is \"DenyAll\" but allowlist is non-nil"),
                PluginPolicy.problem("DenyAll", List.of("x"), List.of(false)));
        assertEquals(Optional.of("non-normalized file path: \"/usr/bin/../bin/aws\" vs \"/usr/bin/aws\""),
                PluginPolicy.problem("Allowlist", List.of("/usr/bin/../bin/aws"), List.of(false)));
        assertEquals(Optional.of("misconfigured credential plugin allowlist: empty allowlist entry #2"),
                PluginPolicy.problem("Allowlist", List.of("aws", ""), List.of(false, true)));
    }
}
