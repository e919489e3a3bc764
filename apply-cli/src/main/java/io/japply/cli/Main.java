package io.japply.cli;

import io.japply.cli.startup.AotTraining;

/** Entry point of the japply jar. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        int code = new Japply().run(System.out, System.err, args);
        System.out.flush(); // the user's answer is out before a recording run trains (AotTraining)
        System.err.flush();
        AotTraining.afterRecordedRun();
        System.exit(code);
    }
}
