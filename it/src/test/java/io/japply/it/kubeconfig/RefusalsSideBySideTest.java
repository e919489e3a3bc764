package io.japply.it.kubeconfig;

import io.japply.it.Kubectl;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every way a line names a configuration that is missing or unusable (resources/kubeconfig/refusals.yaml):
 * japply stops with kubectl's words and exit code, in both places of the global flags, and sends
 * nothing to any server, the Pod's included.
 */
class RefusalsSideBySideTest {
    @TestFactory
    Stream<DynamicTest> refusals() {
        Kubectl.require();
        return KubeconfigLines.withListeners("refusals.yaml", io.japply.it.Kubectl.binary(), Map.of());
    }
}
