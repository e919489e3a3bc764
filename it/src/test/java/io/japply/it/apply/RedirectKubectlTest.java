package io.japply.it.apply;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.any;
import static com.github.tomakehurst.wiremock.client.WireMock.urlMatching;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.verification.LoggedRequest;
import io.japply.it.FakeApiServer;
import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import io.japply.it.server.ObjectStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A server that redirects every request to another host (localhost to 127.0.0.1): japply follows, shows
 * each hop at -v=6 as kubectl does, and never sends the kubeconfig's token to the other host, where
 * kubectl does (client-go's bearer token round tripper adds it again on every hop).
 */
class RedirectKubectlTest {
    private static final String TOKEN = "token-for-the-first-host-only";

    @TempDir
    Path tmp;

    private FakeApiServer target;
    private WireMockServer front;
    private Path kubeconfig;
    private Path manifest;

    @BeforeEach
    void start() throws Exception {
        target = FakeApiServer.overTls(new ObjectStore()).start().serving(FakeApiServer.BUILT_IN_AND_WIDGET).storing();
        front = new WireMockServer(options().bindAddress("127.0.0.1").httpDisabled(true).dynamicHttpsPort());
        front.start();
        front.stubFor(any(urlMatching("/.*")).willReturn(aResponse().withStatus(307)
                .withHeader("Location", target.url() + "{{request.url}}").withTransformers("response-template")));
        kubeconfig = Files.writeString(tmp.resolve("kubeconfig"), "apiVersion: v1\nkind: Config\nclusters:\n- name: c\n"
                + "  cluster:\n    server: https://localhost:" + front.httpsPort() + "\n    insecure-skip-tls-verify: true\n"
                + "contexts:\n- name: c\n  context: {cluster: c, user: u, namespace: default}\ncurrent-context: c\n"
                + "users:\n- name: u\n  user: {token: " + TOKEN + "}\n");
        manifest = Files.writeString(tmp.resolve("cm.yaml"),
                "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\ndata:\n  colour: blue\n");
    }

    @AfterEach
    void stop() {
        front.stop();
        target.close();
    }

    @Test
    void theTokenStaysWithTheFirstHostAndEachHopIsTraced() {
        JapplyRun run = JapplyRun.of(kubeconfig, "apply", "-f", manifest.toString(), "-v=6");
        assertEquals("configmap/settings created\n", run.out(), run.err());
        assertFalse(target.requests().isEmpty(), "the redirects were followed");
        assertTrue(front.getAllServeEvents().stream().allMatch(e -> ("Bearer " + TOKEN).equals(e.getRequest().getHeader("Authorization"))),
                "the first host gets the token");
        assertEquals(List.of(), target.requests().stream().filter(RedirectKubectlTest::authorized).toList(),
                "the other host never gets it");
        String first = "https://localhost:" + front.httpsPort();
        assertTrue(run.err().lines().anyMatch(hop(first, "307 Temporary Redirect")), run.err());
        assertTrue(run.err().lines().anyMatch(hop(target.url(), "200 OK")), run.err());
    }

    /** What kubectl does with the same server, measured: it traces each hop too, and sends the token on. */
    @Test
    void kubectlTracesEachHopAndForwardsTheToken() throws Exception {
        Kubectl.require();
        Kubectl.Result kubectl = Kubectl.run(List.of("get", "--raw", "/api/v1", "-v=6", "--kubeconfig", kubeconfig.toString()));
        assertEquals(0, kubectl.exitCode(), kubectl.err());
        String first = "https://localhost:" + front.httpsPort();
        assertTrue(kubectl.err().lines().anyMatch(hop(first, "307 Temporary Redirect")), kubectl.err());
        assertTrue(kubectl.err().lines().anyMatch(hop(target.url(), "200 OK")), kubectl.err());
        assertFalse(target.requests().stream().filter(RedirectKubectlTest::authorized).toList().isEmpty(),
                "kubectl sends the token to the other host");
    }

    /** client-go's -v=6 line for one hop to /api/v1, klog's prefix included. */
    private static java.util.function.Predicate<String> hop(String host, String status) {
        Pattern line = Pattern.compile("I\\d{4} [\\d:.]+ +\\d+ round_trippers\\.go:\\d+\\] \"Response\" verb=\"GET\" url=\""
                + Pattern.quote(host + "/api/v1") + "\" status=\"" + status + "\" milliseconds=\\d+");
        return l -> line.matcher(l).matches();
    }

    private static boolean authorized(LoggedRequest request) {
        return request.containsHeader("Authorization");
    }
}
