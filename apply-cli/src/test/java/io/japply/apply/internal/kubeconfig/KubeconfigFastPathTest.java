package io.japply.apply.internal.kubeconfig;

import io.japply.apply.kubeconfig.KubeconfigException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fabric8.kubernetes.api.model.NamedContext;
import io.fabric8.kubernetes.client.Config;
import io.japply.cli.printer.KubectlProcess;
import io.japply.cli.printer.ReferenceKubectl;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Each kubeconfig form the fast path reads gives the Config fabric8's own reading gives; every other form falls back. */
class KubeconfigFastPathTest {
    private static final String CLUSTER = "clusters:\n- name: c\n  cluster:\n    server: https://api.example:6443\n";
    private static final String CONTEXT = "contexts:\n- name: ctx\n  context: {cluster: c, user: u, namespace: team}\n"
            + "current-context: ctx\n";

    @TempDir
    Path dir;

    @Test
    void tokenAndCaData() throws IOException {
        String ca = Base64.getEncoder().encodeToString(resource("test-ca.crt").getBytes());
        sameAsFabric8(write("config", CONTEXT + "clusters:\n- name: c\n  cluster:\n    server: https://api.example:6443\n"
                + "    certificate-authority-data: " + ca + "\nusers:\n- name: u\n  user: {token: abc}\n"));
    }

    @Test
    void clientCertificateAndKeyFilesAndCaFileRelativeToTheKubeconfig() throws IOException {
        Files.createDirectories(dir.resolve("sub/certs"));
        Files.writeString(dir.resolve("sub/certs/ca.crt"), resource("test-ca.crt"));
        Files.writeString(dir.resolve("sub/certs/client.crt"), resource("test-ca.crt"));
        Files.writeString(dir.resolve("sub/certs/client.key"), resource("client-rsa.key"));
        Path config = write("sub/config", CONTEXT + "clusters:\n- name: c\n  cluster:\n    server: https://api.example:6443\n"
                + "    certificate-authority: certs/ca.crt\nusers:\n- name: u\n  user:\n    client-certificate: certs/client.crt\n"
                + "    client-key: " + dir.resolve("sub/certs/client.key") + "\n");
        Config fast = sameAsFabric8(config);
        assertEquals(dir.resolve("sub/certs/ca.crt").toString(), fast.getCaCertFile());
        assertEquals("RSA", fast.getClientKeyAlgo());
    }

    @Test
    void clientCertificateAndKeyData() throws IOException {
        Base64.Encoder base64 = Base64.getEncoder();
        sameAsFabric8(write("config", CONTEXT + CLUSTER + "users:\n- name: u\n  user:\n    client-certificate-data: "
                + base64.encodeToString(resource("test-ca.crt").getBytes()) + "\n    client-key-data: "
                + base64.encodeToString(resource("client-rsa.key").getBytes()) + "\n"));
    }

    @Test
    void insecureSkipTlsVerifyAndPlainHttp() throws IOException {
        sameAsFabric8(write("config", CONTEXT + "clusters:\n- name: c\n  cluster:\n    server: https://10.0.0.1\n"
                + "    insecure-skip-tls-verify: true\nusers:\n- name: u\n  user: {token: abc}\n"));
        sameAsFabric8(write("plain", CONTEXT + "clusters:\n- name: c\n  cluster: {server: 'http://127.0.0.1:8080'}\n"
                + "users:\n- name: u\n  user: {token: abc}\n"));
    }

    /**
     * YAML 1.1's yes and off are booleans to kubectl (sigs.k8s.io/yaml); fabric8's own reading refuses them.
     * Each is checked against the reference kubectl 1.37.2.
     */
    @ParameterizedTest
    @ValueSource(strings = {"yes", "off", "'yes'"})
    void yamlOneOneBooleansReadAsKubectlReadsThem(String value) throws IOException, InterruptedException {
        Path config = write("config", CONTEXT + "clusters:\n- name: c\n  cluster:\n    server: https://10.0.0.1\n"
                + "    insecure-skip-tls-verify: " + value + "\nusers:\n- name: u\n  user: {token: abc}\n");
        KubectlProcess.Run kubectl = KubectlProcess.run(List.of(ReferenceKubectl.require(), "config", "view",
                "--kubeconfig", config.toString(), "-o", "jsonpath={.clusters[0].cluster.insecure-skip-tls-verify}"));
        String printed = (kubectl.out() + kubectl.err()).trim();
        boolean kubectlRead = kubectl.code() == 0;
        assertEquals(!value.startsWith("'"), kubectlRead, printed);
        Optional<Config> fast = fastPath(Map.of()).read(config.toString(), null);
        if (kubectlRead) {
            assertEquals(Boolean.parseBoolean(printed), fast.orElseThrow().isTrustCerts(), printed);
        } else { // a string where kubectl wants a bool: the reading that names the file says what is wrong
            assertTrue(fast.isEmpty(), printed);
        }
    }

    @Test
    void contextFlagPicksAnotherContextAndNoUser() throws IOException {
        Path config = write("config", "contexts:\n- name: ctx\n  context: {cluster: c, user: u}\n"
                + "- name: other\n  context: {cluster: c}\ncurrent-context: ctx\n" + CLUSTER
                + "users:\n- name: u\n  user: {token: abc}\n");
        Config fast = fastPath(Map.of()).read(config.toString(), "other").orElseThrow();
        assertSame(Config.fromKubeconfig("other", config.toFile()), fast);
        assertNull(fast.getAutoOAuthToken());
    }

    @Test
    void tokenFileIsReadAsKubectlReadsItWhichFabric8DoesNot() throws IOException {
        Files.writeString(dir.resolve("token"), "from-file\n");
        Path config = write("config", CONTEXT + CLUSTER + "users:\n- name: u\n  user: {tokenFile: token}\n");
        Config fast = fastPath(Map.of()).read(config.toString(), null).orElseThrow();
        Config fabric8 = Config.fromKubeconfig(null, config.toFile());
        fabric8.setAutoOAuthToken("from-file");
        assertSame(fabric8, fast);
        Path both = write("both", CONTEXT + CLUSTER + "users:\n- name: u\n  user: {token: inline, tokenFile: token}\n");
        assertEquals("inline", fastPath(Map.of()).read(both.toString(), null).orElseThrow().getAutoOAuthToken());
    }

    @Test
    void severalKubeconfigFilesMergeAsKubectlMergesThem() throws IOException {
        Files.createDirectories(dir.resolve("b"));
        Files.writeString(dir.resolve("b/ca.crt"), resource("test-ca.crt"));
        Path first = write("a/config", "contexts:\n- name: ctx\n  context: {cluster: c, user: u, namespace: first}\n"
                + "users:\n- name: u\n  user: {token: first}\n");
        Path second = write("b/config", "current-context: ctx\ncontexts:\n- name: ctx\n  context: {cluster: c, user: u, namespace: second}\n"
                + "clusters:\n- name: c\n  cluster: {server: 'https://second:6443', certificate-authority: ca.crt}\n"
                + "users:\n- name: u\n  user: {token: second}\n");
        String list = first + ":" + dir.resolve("missing") + ":" + second;
        Config fast = fastPath(Map.of("KUBECONFIG", list)).read(null, null).orElseThrow();
        String previous = System.setProperty("kubeconfig", list);
        try {
            assertSame(Config.autoConfigure(null), fast);
        } finally {
            restore(previous);
        }
        assertEquals("first", fast.getNamespace());
        assertEquals("first", fast.getAutoOAuthToken());
        assertEquals(dir.resolve("b/ca.crt").toString(), fast.getCaCertFile());
    }

    @Test
    void homeKubeconfigWhenNoKubeconfigVariable() throws IOException {
        Path config = write(".kube/config", CONTEXT + CLUSTER + "users:\n- name: u\n  user: {token: abc}\n");
        Config fast = fastPath(Map.of("HOME", dir.toString())).read(null, null).orElseThrow();
        assertSame(Config.fromKubeconfig(null, config.toFile()), fast);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "users:\n- name: u\n  user:\n    auth-provider: {name: oidc, config: {id-token: x}}\n",
        "users:\n- name: u\n  user: {username: admin, password: secret}\n",
        "users:\n- name: u\n  user: {token: abc, as: someone}\n",
        "clusters:\n- name: c\n  cluster: {server: 'https://api.example', proxy-url: 'http://proxy:3128'}\nusers: []\n",
        "clusters:\n- name: c\n  cluster: {server: 'https://api.example', tls-server-name: api}\nusers: []\n",
        "clusters:\n- name: c\n  cluster: {server: 'api.example:6443'}\nusers: []\n",
    })
    void formsTheFastPathDoesNotReadFallBackToFabric8(String users) throws IOException {
        String clusters = users.contains("clusters:") ? "" : CLUSTER;
        Path config = write("config", CONTEXT + clusters + users);
        assertEquals(Optional.empty(), fastPath(Map.of()).read(config.toString(), null));
    }

    @Test
    void anUnknownContextAndNoServerStopInKubectlsWordsInsteadOfFallingBack() throws IOException {
        Path extensions = write("config", "contexts:\n- name: ctx\n  context: {cluster: c, extensions: []}\ncurrent-context: ctx\n" + CLUSTER);
        assertEquals("https://api.example:6443/", fastPath(Map.of()).read(extensions.toString(), null).orElseThrow().getMasterUrl());
        Path plain = write("plain", CONTEXT + CLUSTER + "users:\n- name: u\n  user: {token: abc}\n");
        assertRefused("context \"nope\" does not exist", () -> fastPath(Map.of()).read(plain.toString(), "nope"));
        Path none = write("none", "contexts:\n- name: ctx\n  context: {cluster: c}\n" + CLUSTER);
        assertRefused("no server: no kubeconfig names a current context, and no --server, --context or in-cluster service account"
                + " was given", () -> fastPath(Map.of()).read(none.toString(), null));
    }

    @Test
    void fabric8sOwnSettingsAreNotReadAsKubectlReadsNone() throws IOException {
        Path config = write("config", CONTEXT + CLUSTER + "users:\n- name: u\n  user: {token: abc}\n");
        assertRefused("no server: no kubeconfig: " + dir.resolve("nowhere/.kube/config") + " does not exist (give --kubeconfig"
                + " or --server, or set KUBECONFIG)", () -> fastPath(Map.of("HOME", dir.resolve("nowhere").toString())).read(null, null));
        for (String variable : List.of("KUBERNETES_NAMESPACE", "KUBERNETES_AUTH_TOKEN", "KUBERNETES_TRUST_CERTIFICATES")) {
            Config read = fastPath(Map.of(variable, "x")).read(config.toString(), null).orElseThrow();
            assertEquals("team", read.getNamespace(), variable);
            assertEquals("abc", read.getAutoOAuthToken(), variable);
            assertEquals(false, read.isTrustCerts(), variable);
        }
    }

    @Test
    void aMissingOrMalformedKubeconfigFileStopsInKubectlsWords() throws IOException {
        Path missing = dir.resolve("nope");
        assertRefused("stat " + missing + ": no such file or directory", () -> fastPath(Map.of()).read(missing.toString(), null));
        Path bad = Files.writeString(dir.resolve("bad"), "clusters: [unclosed\n");
        KubeconfigException refused = org.junit.jupiter.api.Assertions.assertThrows(KubeconfigException.class,
                () -> fastPath(Map.of()).read(bad.toString(), null));
        assertTrue(refused.messages().get(0).startsWith("error loading config file \"" + bad + "\": yaml: "), refused.getMessage());
    }

    private static void assertRefused(String message, org.junit.jupiter.api.function.Executable run) {
        KubeconfigException refused = org.junit.jupiter.api.Assertions.assertThrows(KubeconfigException.class, run);
        assertEquals(List.of(message), refused.messages());
    }

    private Config sameAsFabric8(Path config) {
        Config fast = fastPath(Map.of()).read(config.toString(), null).orElseThrow();
        assertSame(Config.fromKubeconfig(null, config.toFile()), fast);
        return fast;
    }

    /** The fields a client built from the Config uses. */
    static void assertSame(Config expected, Config actual) {
        Map<String, Function<Config, Object>> fields = new LinkedHashMap<>();
        fields.put("masterUrl", Config::getMasterUrl);
        fields.put("namespace", Config::getNamespace);
        fields.put("currentContext", c -> c.getCurrentContext() == null ? null : c.getCurrentContext().getName());
        fields.put("currentContext.context", c -> c.getCurrentContext() == null ? null : c.getCurrentContext().getContext());
        fields.put("contexts", c -> new TreeSet<>(c.getContexts().stream().map(NamedContext::getName).toList()));
        fields.put("trustCerts", Config::isTrustCerts);
        fields.put("disableHostnameVerification", Config::isDisableHostnameVerification);
        fields.put("caCertFile", Config::getCaCertFile);
        fields.put("caCertData", Config::getCaCertData);
        fields.put("clientCertFile", Config::getClientCertFile);
        fields.put("clientCertData", Config::getClientCertData);
        fields.put("clientKeyFile", Config::getClientKeyFile);
        fields.put("clientKeyData", Config::getClientKeyData);
        fields.put("clientKeyAlgo", Config::getClientKeyAlgo);
        fields.put("autoOAuthToken", Config::getAutoOAuthToken);
        fields.put("oauthToken", Config::getOauthToken);
        fields.put("username", Config::getUsername);
        fields.put("password", Config::getPassword);
        fields.put("authProvider", Config::getAuthProvider);
        fields.put("httpProxy", Config::getHttpProxy);
        fields.put("httpsProxy", Config::getHttpsProxy);
        fields.put("trustStoreFile", Config::getTrustStoreFile);
        fields.put("impersonateUsername", Config::getImpersonateUsername);
        fields.put("requestTimeout", Config::getRequestTimeout);
        fields.put("connectionTimeout", Config::getConnectionTimeout);
        fields.put("userAgent", Config::getUserAgent);
        fields.put("http2Disable", Config::isHttp2Disable);
        fields.put("tlsVersions", c -> List.of(c.getTlsVersions()));
        fields.forEach((name, field) -> assertEquals(field.apply(expected), field.apply(actual), name));
    }

    private KubeconfigFastPath fastPath(Map<String, String> env) {
        return new KubeconfigFastPath(env::get, name -> null);
    }

    private Path write(String name, String text) throws IOException {
        Path file = dir.resolve(name);
        Files.createDirectories(file.getParent());
        return Files.writeString(file, text);
    }

    static String resource(String name) throws IOException {
        try (InputStream in = KubeconfigFastPathTest.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes());
        }
    }

    private static void restore(String previous) {
        if (previous == null) {
            System.clearProperty("kubeconfig");
        } else {
            System.setProperty("kubeconfig", previous);
        }
    }
}
