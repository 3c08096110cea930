# bash completion for osprey-cli                                     -*- shell-script -*-
# Installed as share/bash-completion/completions/osprey-cli. Completes the commands, each command's options
# (the lists below are those of `osprey-cli COMMAND --help`; the Completion test fails when they differ),
# experiment files for --config, folders for run folders, model names for --model, and the experiment's
# key=value overrides for train and eval. Model names and keys come from the osprey-cli being completed
# (`osprey-cli models`, `osprey-cli train --print-config`), asked once and cached in
# ${XDG_CACHE_HOME:-~/.cache}/osprey/ until that program changes.

# The options of each command path, short and long.
_osprey_cli_options() {
    case "$1" in
        "") echo "-h --help --version --verbose" ;;
        train) echo "-h --help -c --config --run-dir --db --resume --threads --print-config -q --quiet" ;;
        eval) echo "-h --help --run -c --config -w --weights --ema --device --fuse --no-fuse --threads --json
            --detections-out --record --split" ;;
        predict) echo "-h --help --run -m --model -w --weights --onnx --ema --score-threshold -o --out -k --top-k
            --device --fuse --no-fuse --precision --threads --logits --json" ;;
        bench) echo "-h --help" ;;
        "bench train") echo "-h --help -b --batch-size -s --image-size --steps --warmup --workers --threads --json
            -m --model --data --epoch-size --device --precision --channels-last --no-foreach --decode" ;;
        "bench infer") echo "-h --help -m --model --batch-sizes -s --image-size --steps --warmup --device --precision
            --threads --channels-last --fuse --no-fuse --json" ;;
        "bench annotations") echo "-h --help --gt --json" ;;
        "bench allreduce") echo "-h --help --backend --device --mb --repeats --json" ;;
        "bench data") echo "-h --help -b --batch-size -s --image-size --steps --warmup --workers --threads --json
            --data --epoch-size --decode --device --channels-last --compare-cpu --dump" ;;
        models) echo "-h --help --json" ;;
        runs) echo "-h --help --db" ;;
        "runs list" | "runs show") echo "-h --help --json" ;;
        "runs export") echo "-h --help --csv -o --out" ;;
        weights) echo "-h --help" ;;
        "weights inspect") echo "-h --help --ema --json" ;;
        "weights import") echo "-h --help -m --model -o --out --num-classes --partial" ;;
        "weights export") echo "-h --help --run -o --out --ema" ;;
        coco-eval) echo "-h --help --gt --detections --dt --json --per-class --threads" ;;
        export) echo "-h --help --run -m --model -w --weights --ema --format -o --out --profile --opset --batch
            --input-size --json" ;;
        shapes) echo "-h --help -o --out --splits --counts --seed --size" ;;
        data) echo "-h --help" ;;
        inspect) echo "-h --help" ;;
        "inspect errors") echo "-h --help --run --split --top --epoch --epochs --kind --json" ;;
        "inspect confusion") echo "-h --help --run --epoch --threshold --save-thresholds --json" ;;
        "data check") echo "-h --help -c --config --data --root --max-distance --threads --json --run --feature-similarity" ;;
        "data convert") echo "-h --help --from --to --format --force --shard-size --compression" ;;
        launch) echo "-h --help -n --np -np -H --hosts --hostfile --mpirun --mpirun-arg --dry-run --slurm --nodes
            --tasks-per-node --time --partition --gpus-per-node --job-name --out --force" ;;
    esac
}

# The subcommands of a command path.
_osprey_cli_subcommands() {
    case "$1" in
        "") echo "train eval predict export bench models runs weights coco-eval shapes launch data inspect" ;;
        data) echo "check convert" ;;
        inspect) echo "errors confusion" ;;
        bench) echo "train infer annotations allreduce data" ;;
        runs) echo "list show export" ;;
        weights) echo "inspect import export" ;;
    esac
}

# Options that take no value (every other option takes one).
_osprey_cli_is_flag() {
    case "$1" in
        -h | --help | --version | --verbose | --print-config | -q | --quiet | --ema | --json | --logits | \
            --channels-last | --csv | --partial | --dry-run | --slurm | --force | --per-class | --fuse | \
            --no-fuse | --record) return 0 ;;
    esac
    return 1
}

# _osprey_cli_cached NAME CLI COMMAND...: the output of COMMAND (a program or a function), kept in the cache
# until the program CLI changes.
_osprey_cli_cached() {
    local name=$1 cli=$2 path
    shift 2
    path=$(type -P -- "$cli") || return 0
    path=$(readlink -f -- "$path") || return 0
    local dir=${XDG_CACHE_HOME:-$HOME/.cache}/osprey file
    file="$dir/completion-$name-$(printf '%s' "$path" | cksum | cut -d' ' -f1)"
    if [[ ! -s $file || $path -nt $file ]]; then
        mkdir -p -- "$dir" 2>/dev/null || return 0
        if "$@" >"$file.$$" 2>/dev/null && [[ -s $file.$$ ]]; then
            mv -f -- "$file.$$" "$file"
        else
            rm -f -- "$file.$$"
        fi
    fi
    [[ -r $file ]] && cat -- "$file"
}

# The registered model names: the first column of `osprey-cli models`, after its heading.
_osprey_cli_list_models() {
    "$1" models | awk 'NR > 1 && NF { print $1 }'
}

# Every experiment key in dotted form with its default ("train.epochs 90"): the resolved experiment of an empty
# file, as `train --print-config` prints it (every key, nested two spaces a level, "  # description" after it).
_osprey_cli_list_keys() {
    local empty status=0
    empty=$(mktemp --suffix=.yaml) || return 1
    "$1" train --config "$empty" --print-config | awk '
        { sub(/[ \t]+#.*/, "") }
        /^ *[A-Za-z0-9_]+:/ {
            match($0, /^ */); depth = int(RLENGTH / 2)
            key = substr($0, RLENGTH + 1); value = key
            sub(/:.*/, "", key); sub(/^[^:]*:[ ]*/, "", value)
            prefix = ""; for (i = 0; i < depth; i++) prefix = prefix stack[i] "."
            if (value == "") stack[depth] = key; else print prefix key, value
        }' || status=1
    rm -f -- "$empty"
    return $status
}

_osprey_cli_models() {
    _osprey_cli_cached models "$1" _osprey_cli_list_models "$1"
}

_osprey_cli_keys() {
    _osprey_cli_cached keys "$1" _osprey_cli_list_keys "$1"
}

# _osprey_cli_complete CLI CWORD WORDS...: fills COMPREPLY for WORDS[CWORD] of an osprey-cli command line.
_osprey_cli_complete() {
    local cli=$1 cword=$2
    shift 2
    local -a words=("$@")
    local cur=${words[cword]} prev=${words[cword - 1]:-}
    # '=' breaks words in bash: "--config=FILE" and "key=value" reach here as three words.
    local key_before_equals=
    if [[ $prev == "=" && $cword -ge 2 ]]; then
        key_before_equals=${words[cword - 2]}
        prev=$key_before_equals
    elif [[ $cur == "=" ]]; then
        key_before_equals=$prev
        cur=
    fi

    # The command path (such as "bench train") and the position of "--" after launch.
    local path='' i word subs expect_value=0
    for ((i = 1; i < cword; i++)); do
        word=${words[i]}
        if ((expect_value)); then
            expect_value=0
            continue
        fi
        [[ $word == "=" ]] && { expect_value=1; continue; }
        if [[ $word == "--" && $path == launch ]]; then
            # After "launch ... --": an osprey-cli command line of its own.
            _osprey_cli_complete "$cli" $((cword - i)) "$cli" "${words[@]:i+1}"
            return
        fi
        if [[ $word == -* ]]; then
            _osprey_cli_is_flag "$word" || [[ ${words[i + 1]:-} == "=" ]] || expect_value=1
            continue
        fi
        subs=$(_osprey_cli_subcommands "$path")
        if [[ " $subs " == *" $word "* ]]; then
            path=${path:+$path }$word
        fi
    done

    # The value of an option (given as "--option VALUE" or "--option=VALUE").
    if [[ $prev == -* ]] && ! _osprey_cli_is_flag "$prev" &&
        [[ -z $key_before_equals || $key_before_equals == -* ]]; then
        case "$prev" in
            -c | --config)
                _osprey_cli_files "$cur" '*.@(yaml|yml|YAML|YML)' ;;
            --data)
                if [[ $path == "data check" ]]; then
                    mapfile -t COMPREPLY < <(compgen -W "folder digits cifar10 cifar100 synthetic coco voc yolo
                        shapes tfrecord" -- "$cur")
                else
                    _osprey_cli_dirs "$cur"
                fi ;;
            --run | --resume | --run-dir | --dump | --from | --to)
                _osprey_cli_dirs "$cur" ;;
            --compression)
                mapfile -t COMPREPLY < <(compgen -W "none gzip zlib" -- "$cur") ;;
            --root)
                _osprey_cli_files "$cur" '*' ;;
            -o | --out)
                case "$path" in
                    predict | shapes) _osprey_cli_dirs "$cur" ;;
                    export) _osprey_cli_files "$cur" '*.onnx' ;;
                    *) _osprey_cli_files "$cur" '*' ;;
                esac ;;
            -w | --weights)
                _osprey_cli_files "$cur" '*.@(pt|pth|safetensors|bin)' ;;
            --onnx)
                _osprey_cli_files "$cur" '*.onnx' ;;
            --decode)
                mapfile -t COMPREPLY < <(compgen -W "auto cpu gpu" -- "$cur") ;;
            --split)
                mapfile -t COMPREPLY < <(compgen -W "val train" -- "$cur") ;;
            --kind)
                mapfile -t COMPREPLY < <(compgen -W "missing spurious mislocated class all" -- "$cur") ;;
            --format)
                if [[ $path == "data convert" ]]; then
                    mapfile -t COMPREPLY < <(compgen -W "tfrecord coco folder" -- "$cur")
                else
                    mapfile -t COMPREPLY < <(compgen -W "onnx" -- "$cur")
                fi ;;
            --profile)
                mapfile -t COMPREPLY < <(compgen -W "opencv full" -- "$cur") ;;
            --batch)
                mapfile -t COMPREPLY < <(compgen -W "1 dynamic" -- "$cur") ;;
            --db)
                _osprey_cli_files "$cur" '*.@(db|sqlite|sqlite3)' ;;
            --gt | --detections | --dt | --detections-out)
                _osprey_cli_files "$cur" '*.json' ;;
            --hostfile)
                _osprey_cli_files "$cur" '*' ;;
            --mpirun)
                mapfile -t COMPREPLY < <(compgen -c -- "$cur") ;;
            -m | --model)
                mapfile -t COMPREPLY < <(compgen -W "$(_osprey_cli_models "$cli")" -- "$cur") ;;
            --device)
                mapfile -t COMPREPLY < <(compgen -W "auto cpu cuda" -- "$cur") ;;
            --precision)
                mapfile -t COMPREPLY < <(compgen -W "fp32 bf16 fp16" -- "$cur") ;;
            --backend)
                mapfile -t COMPREPLY < <(compgen -W "auto mpi nccl gloo" -- "$cur") ;;
            *) COMPREPLY=() ;;
        esac
        return
    fi

    # The value of a key=value override: the models for model.name, the choices of a few others, true or false
    # where the default is one of them, else the default.
    if [[ -n $key_before_equals ]]; then
        COMPREPLY=()
        [[ $path == train || $path == eval || $path == "data check" ]] || return
        local values default
        case "$key_before_equals" in
            model.name) values=$(_osprey_cli_models "$cli") ;;
            hardware.device) values="auto cpu cuda" ;;
            hardware.precision) values="fp32 bf16 fp16" ;;
            dist.backend) values="auto mpi nccl gloo" ;;
            *)
                default=$(_osprey_cli_keys "$cli" | awk -v k="$key_before_equals" '$1 == k { print $2 }')
                case "$default" in
                    true | false) values="true false" ;;
                    '""' | "["*) values= ;;
                    *) values=$default ;;
                esac ;;
        esac
        mapfile -t COMPREPLY < <(compgen -W "$values" -- "$cur")
        return
    fi

    if [[ $cur == -* ]]; then
        mapfile -t COMPREPLY < <(compgen -W "$(_osprey_cli_options "$path")" -- "$cur")
        return
    fi
    subs=$(_osprey_cli_subcommands "$path")
    if [[ -n $subs ]]; then
        mapfile -t COMPREPLY < <(compgen -W "$subs" -- "$cur")
        return
    fi
    case "$path" in
        train | eval | "data check")
            mapfile -t COMPREPLY < <(compgen -S = -W "$(_osprey_cli_keys "$cli" | cut -d' ' -f1)" -- "$cur")
            [[ ${#COMPREPLY[@]} -gt 0 ]] && type compopt &>/dev/null && compopt -o nospace 2>/dev/null
            ;;
        predict) _osprey_cli_files "$cur" '*.@(jpg|jpeg|png|bmp|webp|tif|tiff|pgm|ppm|pnm|JPG|JPEG|PNG)' ;;
        "weights inspect" | "weights import" | "weights export")
            _osprey_cli_files "$cur" '*.@(pt|pth|safetensors|bin)' ;;
        "runs show" | "runs export") _osprey_cli_dirs "$cur" ;;
        launch) mapfile -t COMPREPLY < <(compgen -W "--" -- "$cur") ;;
        *) COMPREPLY=() ;;
    esac
}

# Files matching an extended glob, and folders to walk into.
_osprey_cli_files() {
    local cur=$1 pattern=$2 restore
    restore=$(shopt -p extglob)
    shopt -s extglob
    mapfile -t COMPREPLY < <(compgen -f -X "!$pattern" -- "$cur"; compgen -d -- "$cur")
    eval "$restore"
    type compopt &>/dev/null && compopt -o filenames 2>/dev/null
    return 0
}

_osprey_cli_dirs() {
    mapfile -t COMPREPLY < <(compgen -d -- "$1")
    type compopt &>/dev/null && compopt -o filenames 2>/dev/null
    return 0
}

_osprey_cli() {
    COMPREPLY=()
    _osprey_cli_complete "${COMP_WORDS[0]}" "$COMP_CWORD" "${COMP_WORDS[@]}"
}

complete -F _osprey_cli osprey-cli
