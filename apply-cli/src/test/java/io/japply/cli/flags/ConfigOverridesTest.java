package io.japply.cli.flags;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fabric8.kubernetes.client.Config;
import io.japply.apply.internal.kubeconfig.Impersonation;
import io.japply.apply.internal.kubeconfig.KubeconfigFastPath;
import io.japply.apply.kubeconfig.ConnectionRequest;
import io.japply.apply.internal.kubeconfig.TlsServerName;
import io.japply.apply.model.Failure;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * kubectl's connection flags over a kubeconfig, field by field as client-go's clientcmd lays its
 * overrides over the kubeconfig (the behaviour ConnectionFlagsOnRealServerTest checks end to end).
 */
class ConfigOverridesTest {
    @TempDir
    Path dir;

    private Config kubeconfig(String... flags) throws IOException {
        Path file = Files.writeString(dir.resolve("config"), """
                clusters:
                - name: main
                  cluster: {server: "https://main:6443", certificate-authority-data: Q0E=}
                - name: other
                  cluster: {server: "https://other:6443", insecure-skip-tls-verify: true}
                users:
                - name: me
                  user: {token: mine}
                - name: you
                  user: {token: yours}
                contexts:
                - name: ctx
                  context: {cluster: main, user: me}
                current-context: ctx
                """);
        ConnectionFlags given = parse(flags);
        Config config = new KubeconfigFastPath(Map.<String, String>of()::get, name -> null)
                .read(file.toString(), null, given.cluster, given.user).orElseThrow();
        ConfigOverrides.apply(given, config);
        return config;
    }

    private static ConnectionFlags parse(String... flags) {
        ConnectionFlags given = new ConnectionFlags();
        new CommandLine(given).parseArgs(flags);
        return given;
    }

    @Test
    void noFlagsLeaveTheKubeconfig() throws IOException {
        Config config = kubeconfig();
        assertEquals("https://main:6443/", config.getMasterUrl());
        assertEquals("mine", config.getAutoOAuthToken());
        assertEquals("Q0E=", config.getCaCertData());
    }

    @Test
    void aCaFileReplacesTheKubeconfigsTrustAndInsecureReplacesItToo() throws IOException {
        Config withCa = kubeconfig("--certificate-authority", "/ca.crt");
        assertEquals("/ca.crt", withCa.getCaCertFile());
        assertNull(withCa.getCaCertData());
        assertFalse(withCa.isTrustCerts());
        Config insecure = kubeconfig("--insecure-skip-tls-verify");
        assertNull(insecure.getCaCertData());
        assertTrue(insecure.isTrustCerts());
    }

    @Test
    void clusterUserServerAndToken() throws IOException {
        Config config = kubeconfig("--cluster", "other", "--user", "you");
        assertEquals("https://other:6443/", config.getMasterUrl());
        assertTrue(config.isTrustCerts());
        assertEquals("yours", config.getAutoOAuthToken());
        Config overridden = kubeconfig("-s", "https://elsewhere:1", "--token", "given", "--username", "u", "--password", "p");
        assertEquals("https://elsewhere:1/", overridden.getMasterUrl());
        assertEquals("given", overridden.getAutoOAuthToken());
        assertEquals("u", overridden.getUsername());
        assertEquals("p", overridden.getPassword());
    }

    @Test
    void missingClusterOrUserInKubectlsWords() {
        assertEquals("cluster \"none\" does not exist",
                assertThrows(io.japply.apply.kubeconfig.KubeconfigException.class, () -> kubeconfig("--cluster", "none")).getMessage());
        assertEquals("auth info \"none\" does not exist",
                assertThrows(io.japply.apply.kubeconfig.KubeconfigException.class, () -> kubeconfig("--user", "none")).getMessage());
    }

    /** --server drops the kubeconfig's tls-server-name unless --tls-server-name gives one. */
    @Test
    void tlsServerName() throws IOException {
        assertEquals(Optional.of("api.internal"), TlsServerName.of(kubeconfig("--tls-server-name", "api.internal")));
        assertEquals(Optional.empty(), TlsServerName.of(kubeconfig("-s", "https://elsewhere:1")));
        assertEquals(Optional.empty(), TlsServerName.of(kubeconfig()));
    }

    /** --proxy-url carries every request through the proxy, whatever the server's scheme (kubectl 1.37). */
    @Test
    void proxyUrlForEveryRequest() throws IOException {
        Config proxied = kubeconfig("--proxy-url", "http://proxy.example:3128");
        assertEquals("http://proxy.example:3128", proxied.getHttpsProxy());
        assertEquals("http://proxy.example:3128", proxied.getHttpProxy());
        assertNull(kubeconfig().getHttpsProxy());
    }

    /** --as-user-extra: one Impersonate-Extra- header per value, its key escaped as client-go escapes it. */
    @Test
    void userExtrasToImpersonate() {
        ConnectionFlags given = parse("--as", "someone", "--as-user-extra", "reason=a=b", "--as-user-extra", "reason=c",
                "--as-user-extra", "dept/name=x", "--as-user-extra", "no-equals");
        assertEquals(Map.of("reason", List.of("a=b", "c"), "dept/name", List.of("x")), given.userExtras());
        Impersonation as = Impersonation.of(new ConnectionRequest(null, null, null, null, null, null, null, null, null,
                null, null, null, false, given.as, given.asGroups, given.asUid, given.userExtras(), false)).orElseThrow();
        assertEquals(List.of("reason", "dept/name"), List.copyOf(as.extras().keySet()));
        assertEquals(Map.of("reason", List.of("a=b", "c"), "dept/name", List.of("x")), as.extras());
        assertEquals("dept%2Fname", Impersonation.escapedKey("dept/name"));
        assertEquals("a%b!~", Impersonation.escapedKey("a%b!~"));
    }
}
