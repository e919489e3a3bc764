package io.japply.cli.warm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ServedWarmTest {
    private final ServedWarm served = new ServedWarm();

    private static WarmRequest request(String directory, Map<String, String> environment, String... args) {
        return new WarmRequest("run", directory, false, false, false, 0, List.of(args), environment);
    }

    @Test
    void everyDirectoryAndEnvironmentIsServed() {
        assertEquals(Optional.empty(), served.refusal(request("/", Map.of("HOME", "/root"), "-f", "x.yaml")));
        assertEquals(Optional.empty(), served.refusal(request("/tmp", Map.of("KUBECONFIG", "/k"), "-f", "x.yaml")));
    }

    @Test
    void aDirectoryThatIsNoneRunsCold() {
        assertEquals(Optional.of("no working directory"), served.refusal(request("", Map.of())));
        assertEquals(Optional.of("no working directory"), served.refusal(request("relative", Map.of())));
        assertEquals(Optional.of("no working directory"), served.refusal(request("/no/such/directory/here", Map.of())));
    }

    @Test
    void theEditorAndTheDaemonCommandRunCold() {
        Map<String, String> env = Map.of("HOME", "/root");
        assertEquals(Optional.of("a command run cold"), served.refusal(request("/", env, "edit-last-applied", "cm/x")));
        assertEquals(Optional.of("a command run cold"), served.refusal(request("/", env, "apply", "edit-last-applied")));
        assertEquals(Optional.of("a command run cold"), served.refusal(request("/", env, "daemon", "stop")));
    }
}
