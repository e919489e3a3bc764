package io.japply.cli.warm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ServedWarmTest {
    private final ServedWarm served = new ServedWarm(Path.of("/work"), Map.of("HOME", "/root", "OLDPWD", "/a", "_", "/bin/x"));

    private static WarmRequest request(String directory, Map<String, String> environment, String... args) {
        return new WarmRequest("run", directory, false, false, false, 0, List.of(args), environment);
    }

    @Test
    void theSameDirectoryAndEnvironmentAreServedWhateverTheShellsOwnVariablesSay() {
        Map<String, String> env = Map.of("HOME", "/root", "OLDPWD", "/b", "JAPPLY_DAEMON", "on");
        assertEquals(Optional.empty(), served.refusal(request("/work", env, "-f", "x.yaml")));
    }

    @Test
    void anotherDirectoryOrEnvironmentRunsCold() {
        assertEquals(Optional.of("another working directory"), served.refusal(request("/tmp", Map.of("HOME", "/root"))));
        assertEquals(Optional.of("another environment"),
                served.refusal(request("/work", Map.of("HOME", "/root", "KUBECONFIG", "/k"))));
    }

    @Test
    void theEditorAndTheDaemonCommandRunCold() {
        Map<String, String> env = Map.of("HOME", "/root");
        assertEquals(Optional.of("a command run cold"), served.refusal(request("/work", env, "edit-last-applied", "cm/x")));
        assertEquals(Optional.of("a command run cold"), served.refusal(request("/work", env, "apply", "edit-last-applied")));
        assertEquals(Optional.of("a command run cold"), served.refusal(request("/work", env, "daemon", "stop")));
    }
}
