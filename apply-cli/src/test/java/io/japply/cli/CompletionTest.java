package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.testing.BoundedProcess;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** japply completion bash|zsh: the script, run in a real bash, completes subcommands and flags. */
class CompletionTest {
    @TempDir
    Path dir;

    /** What bash offers after {@code line} (the last word is the one being completed). */
    private List<String> complete(String script, String line) throws IOException, InterruptedException {
        Path file = Files.writeString(dir.resolve("japply.bash"), script);
        String words = line.endsWith(" ") ? line + "''" : line;
        // compopt only works inside a completion bash itself started: a no-op here
        String program = "source " + file + "\ncompopt() { :; }\nCOMP_WORDS=(" + words + ")\nCOMP_CWORD=$((${#COMP_WORDS[@]} - 1))\n"
                + "COMP_LINE='" + line + "'\nCOMP_POINT=${#COMP_LINE}\n_complete_japply\nprintf '%s\\n' \"${COMPREPLY[@]}\"\n";
        BoundedProcess.Result bash = BoundedProcess.of("bash", "--norc", "-c", program).errorsIntoOutput()
                .timeout(java.time.Duration.ofSeconds(60)).run();
        String out = bash.out();
        assertEquals(0, bash.code(), out);
        return out.lines().filter(l -> !l.isBlank()).map(String::strip).toList();
    }

    @Test
    void bashCompletesSubcommandsAndTheirFlags() throws Exception {
        String script = Cli.run("completion", "bash").ok();
        assertEquals(List.of("apply"), complete(script, "japply ap"));
        assertTrue(complete(script, "japply apply view").contains("view-last-applied"));
        List<String> diffFlags = complete(script, "japply diff --l");
        assertTrue(diffFlags.containsAll(List.of("--live", "--local")), diffFlags.toString());
        assertTrue(complete(script, "japply apply --sel").contains("--selector"));
        assertTrue(complete(script, "japply completion ").containsAll(List.of("bash", "zsh")));
    }

    @Test
    void zshGetsTheScriptThatLoadsBashcompinit() {
        String script = Cli.run("completion", "zsh").ok();
        assertTrue(script.contains("bashcompinit"), script);
        assertTrue(script.contains("compdef") || script.contains("complete -F _complete_japply"), script);
    }

    @Test
    void refusesAnotherShell() {
        String line = Cli.run("completion", "fish").errorLine(ExitCodes.USAGE);
        assertTrue(line.contains("expected one of [bash, zsh]"), line);
    }
}
