package io.japply.it.real;

import io.japply.it.Kubectl;
import io.japply.it.kubeconfig.KubeconfigLines;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Each of kubectl's global flags before the command and after it, beside kubectl, on the real test
 * cluster (resources/kubeconfig/global-flags.yaml): the current context always points elsewhere, so a
 * flag that is dropped shows in the answer and in the connections japply makes to the listener.
 */
@RealServer
class GlobalFlagsOnRealServerTest {
    @TestFactory
    Stream<DynamicTest> everyGlobalFlagInBothPlaces(Cluster cluster) throws Exception {
        Kubectl.require();
        return KubeconfigLines.withListeners("global-flags.yaml", io.japply.it.Kubectl.binary(), RealPlaceholders.of(cluster));
    }
}
