module japply.io/tools/goyaml-reference

go 1.22

// kubectl 1.37.2's YAML printer: k8s.io/kubectl v0.37.2's go.mod requires these two
require (
	go.yaml.in/yaml/v2 v2.4.4
	sigs.k8s.io/yaml v1.6.0
)
