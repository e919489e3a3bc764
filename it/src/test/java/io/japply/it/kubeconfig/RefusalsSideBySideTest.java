package io.japply.it.kubeconfig;

import io.japply.it.Kubectl;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every way a line names a configuration that is missing or unusable (resources/kubeconfig/refusals.yaml):
 * japply stops with kubectl's words and exit code, in both places of the global flags, and sends
 * nothing to any server, the Pod's included.
 */
class RefusalsSideBySideTest {
    private static CountingListener dead;
    private static CountingListener pod;

    @BeforeAll
    static void listen() {
        dead = new CountingListener();
        pod = new CountingListener();
    }

    @AfterAll
    static void close() throws Exception {
        dead.close();
        pod.close();
    }

    @TestFactory
    Stream<DynamicTest> refusals() {
        Kubectl.require();
        return new KubeconfigLines("refusals.yaml", "kubectl", Map.of(), dead, pod).tests();
    }
}
